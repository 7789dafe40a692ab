/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { publicBrand, type PublicBrand } from '@/brands';
import { fuelmarket } from '@/brands/fuelmarket';
import { BrandProvider } from '@/components/providers/brand-context';
import type { MarketOfferDto } from '@/lib/market/to-market-offer';
import { giveScrollBoxesAHeight } from '@/tests/helpers/scroll-box';
import { marketOffer as offer } from '@/tests/helpers/market-offer';
import de from '@/messages/de.json';
import { OfferTable } from './offer-table';
import { EMPTY_FILTERS } from './offers-query';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

function renderRow(o: MarketOfferDto = offer, brand: PublicBrand = publicBrand(fuelmarket), buyable = true) {
  return render(
    <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
      <BrandProvider value={brand}>
        <OfferTable offers={[o]} buyable={buyable} sort={EMPTY_FILTERS} onSort={() => undefined} />
      </BrandProvider>
    </NextIntlClientProvider>,
  );
}

beforeEach(() => {
  push.mockReset();
  giveScrollBoxesAHeight();
});
afterEach(() => jest.restoreAllMocks());

describe('an offer of the market table', () => {
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
    expect(screen.getByTestId('offer-price')).not.toHaveAttribute('data-moved');
  });

  test.each([
    ['0.35', 'up'],
    ['-0.42', 'down'],
  ])('a price that moved by %s at this window is marked %s', (priceChange, direction) => {
    renderRow({ ...offer, priceChange });
    expect(screen.getByTestId('offer-price')).toHaveAttribute('data-moved', direction);
  });

  test('an unchanged price is not marked as moved', () => {
    renderRow({ ...offer, priceChange: '0.00' });
    expect(screen.getByTestId('offer-price')).not.toHaveAttribute('data-moved');
  });

  test('one row holds the offer, its quantity field, its net sum and its basket button', () => {
    renderRow();
    const rows = screen.getAllByTestId('market-offer');
    expect(rows).toHaveLength(1);
    const row = rows[0];
    expect(row.tagName).toBe('TR');
    expect(row).toHaveAttribute('data-offer-id', '7');
    expect(within(row).getByLabelText('Menge (cbm)')).toBeInTheDocument();
    expect(within(row).getByTestId('row-total')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'In den Warenkorb' })).toBeInTheDocument();
    // The columns keep fixed widths, so a new price or a new row in view moves none of them.
    expect(screen.getByRole('table').querySelectorAll('col[style*="width"]').length).toBeGreaterThanOrEqual(5);
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
