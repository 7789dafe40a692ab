/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { publicBrand } from '@/brands';
import { fuelmarket } from '@/brands/fuelmarket';
import { oilpool } from '@/brands/oilpool';
import { BrandProvider } from '@/components/providers/brand-context';
import { messagesFor } from '@/lib/i18n/messages';
import { OfferBreakdownModal } from './offer-breakdown';

const breakdown = {
  price: '105.1234',
  error: null,
  breakdown: [
    { step: 'ICE_LIVE', value: '705.38', unit: 'USD/METRIC_TONNE', amount: '' },
    { step: 'FX_LIVE_SYMBOL', value: '1.0813', unit: 'EUR/USD', amount: '' },
    { step: 'PRODUCT_COST', value: '0.845', unit: 'kg/l', amount: '55.1234' },
    { step: 'DUTY', name: 'Energiesteuer', value: '6.135', unit: 'EUR/100L15', amount: '6.135' },
    { step: 'DUTY', name: 'Energiesteuer', value: '47.04', unit: 'EUR/100L15', amount: '47.04' },
  ],
};
jest.mock('./queries', () => ({ useOfferBreakdown: () => ({ data: breakdown, isLoading: false, error: null }) }));

function renderIn(locale: 'de' | 'de-CH', brand = fuelmarket) {
  render(
    <NextIntlClientProvider locale={locale} messages={messagesFor(locale)} timeZone="Europe/Berlin">
      <BrandProvider value={publicBrand(brand)}>
        <OfferBreakdownModal offerId={1} onClose={() => undefined} />
      </BrandProvider>
    </NextIntlClientProvider>,
  );
  return within(screen.getByTestId('offer-breakdown'));
}

describe('OfferBreakdownModal', () => {
  it('shows every value by the one formatter with the unit options labels, German style', () => {
    const table = renderIn('de');
    for (const text of ['705,38 USD/mt', '1,0813 EUR/USD', '0,845 kg/l', '6,135 EUR/100L15', '47,04 EUR/100L15'])
      expect(table.getByText(text)).toBeInTheDocument();
    expect(table.getByRole('columnheader', { name: 'Betrag (EUR/100L15)' })).toBeInTheDocument();
    // Amounts are prices per 100L15: the first brand's 2 decimals.
    expect(table.getByText('55,12')).toBeInTheDocument();
    expect(table.getByTestId('offer-breakdown-price')).toHaveTextContent(/^105,12$/);
  });

  it('writes the Swiss style and the Swiss brand decimals in de-CH', () => {
    const table = renderIn('de-CH', oilpool);
    for (const text of ['705.38 USD/mt', '1.0813 EUR/USD', '6.135 CHF/100L15', '47.04 CHF/100L15']) expect(table.getByText(text)).toBeInTheDocument();
    expect(table.getByRole('columnheader', { name: 'Betrag (CHF/100L15)' })).toBeInTheDocument();
    expect(table.getByTestId('offer-breakdown-price')).toHaveTextContent(/^105\.123$/);
  });
});
