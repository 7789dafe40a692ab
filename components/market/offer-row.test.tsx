/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { publicBrand, type PublicBrand } from '@/brands';
import { fuelmarket } from '@/brands/fuelmarket';
import { BrandProvider } from '@/components/providers/brand-context';
import type { MarketOfferDto } from '@/lib/market/to-market-offer';
import { marketOffer as offer } from '@/tests/helpers/market-offer';
import de from '@/messages/de.json';
import { OfferRow } from './offer-row';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

function renderRow(o: MarketOfferDto = offer, brand: PublicBrand = publicBrand(fuelmarket), buyable = true) {
  return render(
    <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
      <BrandProvider value={brand}>
        <table>
          <tbody>
            <OfferRow offer={o} buyable={buyable} />
          </tbody>
        </table>
      </BrandProvider>
    </NextIntlClientProvider>,
  );
}

beforeEach(() => push.mockReset());

describe('OfferRow', () => {
  test('shows the offer with price in the brand currency and decimals, volumes, availability and the badge', () => {
    renderRow();
    const row = screen.getByTestId('market-offer');
    expect(within(row).getByTestId('offer-price').textContent).toBe('1.095,35');
    expect(row).toHaveTextContent('Empfehlung');
    expect(row).toHaveTextContent('5 – 30');
    expect(row).toHaveTextContent('1.250,5');
    expect(row).toHaveTextContent('bis 23.11.2026');
    expect(row).toHaveTextContent('täglich 07:00–18:00 Uhr');
    expect(row).toHaveTextContent('Abholung: 24.11.2026 – 27.11.2026');
    expect(within(row).getByLabelText('Menge (cbm)')).toHaveValue('5,00');
  });

  test('shows no badge for an offer that is not recommended, and the anonymous seller text', () => {
    renderRow({ ...offer, isRecommended: false, anonymous: true, displayName: 'Anonymer Verkäufer', seller: { id: null, name: 'Anonymer Verkäufer' } });
    expect(screen.getByTestId('market-offer')).not.toHaveTextContent('Empfehlung');
    expect(screen.getByTestId('market-offer')).toHaveTextContent('Anonymer Verkäufer');
  });

  test('refuses a quantity outside min-max and leads to the basket with a valid one', async () => {
    const user = userEvent.setup();
    renderRow(offer);
    const input = screen.getByLabelText('Menge (cbm)');
    await user.clear(input);
    await user.type(input, '31');
    await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Die Menge muss zwischen 5 und 30 cbm liegen.');
    expect(push).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, '12,5');
    await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    expect(push).toHaveBeenCalledWith('/handelsplatz/warenkorb/new?offerId=7&quantity=12.5');
  });

  test('shows the price change against the previous window with its arrow, and says what it means', () => {
    renderRow();
    const change = screen.getByTestId('price-change');
    expect(change).toHaveAttribute('data-direction', 'down');
    expect(change).toHaveTextContent('▼ 0,42');
    expect(change).toHaveTextContent('Preis seit dem letzten Marktfenster um 0,42 gesunken');
  });

  test.each([
    ['1.5', 'up', '▲ 1,50'],
    ['0.00', 'same', '='],
  ])('a change of %s shows as %s', (priceChange, direction, shown) => {
    renderRow({ ...offer, priceChange });
    expect(screen.getByTestId('price-change')).toHaveAttribute('data-direction', direction);
    expect(screen.getByTestId('price-change')).toHaveTextContent(shown);
  });

  test('no previous window: no change shown', () => {
    renderRow({ ...offer, priceChange: null });
    expect(screen.queryByTestId('price-change')).not.toBeInTheDocument();
  });

  test('the row total follows the entered quantity: cbm x 10 x price per 100 L, in the brand currency', async () => {
    const user = userEvent.setup();
    renderRow();
    // 5 cbm = 50 x 100 L at 1,095.35: 54,767.50 EUR.
    expect(screen.getByTestId('row-total')).toHaveTextContent('Summe netto: 54.767,50 €');
    const input = screen.getByLabelText('Menge (cbm)');
    await user.clear(input);
    await user.type(input, '12,5');
    expect(screen.getByTestId('row-total')).toHaveTextContent('Summe netto: 136.918,75 €');
  });

  test("offers no basket in a child account's market, whose prices are the child's", () => {
    renderRow(offer, publicBrand(fuelmarket), false);
    expect(screen.queryByRole('button', { name: 'In den Warenkorb' })).not.toBeInTheDocument();
    expect(screen.getByTestId('offer-price')).toBeInTheDocument();
  });
});
