/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { publicBrand } from '@/brands';
import { fuelmarket } from '@/brands/fuelmarket';
import { oilpool } from '@/brands/oilpool';
import { BrandProvider } from '@/components/providers/brand-context';
import { messagesFor } from '@/lib/i18n/messages';
import { OfferBreakdownModal } from './offer-breakdown';

// The engine's price is the exact sum of the amounts (108.2984567) cut to the brand's decimals.
const breakdown = {
  price: '108.29',
  error: null,
  breakdown: [
    { step: 'ICE_LIVE', value: '705.38', unit: 'USD/METRIC_TONNE', amount: '' },
    { step: 'FX_LIVE_SYMBOL', value: '1.0813', unit: 'EUR/USD', amount: '' },
    { step: 'PRODUCT_COST', value: '0.845', unit: 'kg/l', amount: '55.1234567' },
    { step: 'DUTY', name: 'Energiesteuer', value: '6.135', unit: 'EUR/100L15', amount: '6.135' },
    { step: 'DUTY', name: 'CO2-Abgabe', value: '47.04', unit: 'EUR/100L15', amount: '47.04' },
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

/** The amount column of the lines that add to the price (the others inform only). */
const amountsShown = (table: ReturnType<typeof within>) =>
  table
    .getAllByRole('row')
    .slice(1, -1)
    .map((row: HTMLElement) => row.querySelectorAll('td')[2].textContent)
    .filter(Boolean);

describe('OfferBreakdownModal', () => {
  it('shows every value by the one formatter with the unit options labels, German style', () => {
    const table = renderIn('de');
    for (const text of ['705,38 USD/mt', '1,0813 EUR/USD', '0,845 kg/l', '6,135 EUR/100L15', '47,04 EUR/100L15'])
      expect(table.getByText(text)).toBeInTheDocument();
    expect(table.getByRole('columnheader', { name: 'Betrag (EUR/100L15)' })).toBeInTheDocument();
    // Amounts are prices per 100L15: the first brand's 2 decimals, and they add up to the price:
    // 6.135 rounded alone would be 6,14 and the lines 108,30 under a price of 108,29.
    expect(amountsShown(table)).toEqual(['55,12', '6,13', '47,04']);
    expect(table.getByTestId('offer-breakdown-price')).toHaveTextContent(/^108,29$/);
  });

  it('writes the Swiss style and the Swiss brand decimals in de-CH', () => {
    breakdown.price = '108.298';
    const table = renderIn('de-CH', oilpool);
    for (const text of ['705.38 USD/mt', '1.0813 EUR/USD', '6.135 CHF/100L15', '47.04 CHF/100L15']) expect(table.getByText(text)).toBeInTheDocument();
    expect(table.getByRole('columnheader', { name: 'Betrag (CHF/100L15)' })).toBeInTheDocument();
    expect(amountsShown(table)).toEqual(['55.123', '6.135', '47.040']);
    expect(table.getByTestId('offer-breakdown-price')).toHaveTextContent(/^108\.298$/);
  });
});
