/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';
import { publicBrand } from '@/brands';
import { fuelmarket } from '@/brands/fuelmarket';
import { BrandProvider } from '@/components/providers/brand-context';
import de from '@/messages/de.json';
import { giveScrollBoxesAHeight } from '@/tests/helpers/scroll-box';
import { marketOffer } from '@/tests/helpers/market-offer';
import { EMPTY_FILTERS, nextSort, type MarketSort } from './offers-query';
import { COMPACT_DESK, OfferTable } from './offer-table';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));

const sorts: MarketSort[] = [];

beforeEach(giveScrollBoxesAHeight);
afterEach(() => jest.restoreAllMocks());

function Table() {
  const [sort, setSort] = useState<MarketSort>(EMPTY_FILTERS);
  sorts.push(sort);
  return <OfferTable offers={[]} buyable sort={sort} onSort={(field) => setSort((s) => nextSort(s, field))} />;
}

function renderTable(table = <Table />) {
  return render(
    <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
      <BrandProvider value={publicBrand(fuelmarket)}>{table}</BrandProvider>
    </NextIntlClientProvider>,
  );
}

const header = (name: RegExp) => screen.getByRole('columnheader', { name });

describe('OfferTable column headers', () => {
  test('sort by click and by keyboard, and say the order with aria-sort', async () => {
    const user = userEvent.setup();
    renderTable();
    expect(header(/^Preis/)).toHaveAttribute('aria-sort', 'none');

    await user.click(screen.getByRole('button', { name: /^Preis/ }));
    expect(header(/^Preis/)).toHaveAttribute('aria-sort', 'ascending');
    expect(sorts.at(-1)).toEqual({ sortBy: 'price', sortType: 'asc' });

    screen.getByRole('button', { name: /^Preis/ }).focus();
    await user.keyboard('{Enter}');
    expect(header(/^Preis/)).toHaveAttribute('aria-sort', 'descending');

    await user.tab();
    await user.keyboard(' ');
    expect(header(/^Min\.–Max\./)).toHaveAttribute('aria-sort', 'ascending');
    expect(header(/^Preis/)).toHaveAttribute('aria-sort', 'none');
    expect(sorts.at(-1)).toEqual({ sortBy: 'orderRange', sortType: 'asc' });
  });

  test.each([
    [/^Produkt/, 'product'],
    [/^Terminal/, 'terminal'],
    [/^Region/, 'region'],
    [/^Verkäufer/, 'seller'],
    [/^Min\.–Max\./, 'orderRange'],
    [/^Verfügbar \(cbm\)/, 'volume'],
    [/^Verfügbarkeit/, 'availability'],
  ] as const)('%s sorts the market by %s', async (name, field) => {
    renderTable();
    await userEvent.setup().click(screen.getByRole('button', { name }));
    expect(header(name)).toHaveAttribute('aria-sort', 'ascending');
    expect(sorts.at(-1)).toEqual({ sortBy: field, sortType: 'asc' });
  });
});

describe('OfferTable outside trading hours', () => {
  const offers = [
    { ...marketOffer, _id: 1, priceType: 'TRACKING' as const },
    { ...marketOffer, _id: 2, priceType: 'FIXED' as const },
    { ...marketOffer, _id: 3, priceType: 'API' as const },
  ];
  const basketButtons = (id: number) =>
    within(screen.getAllByTestId('market-offer').find((row) => row.dataset.offerId === String(id))!).queryAllByRole('button', { name: 'In den Warenkorb' });

  test('live-priced rows lose the basket button while closed, fixed-price rows keep theirs', () => {
    renderTable(<OfferTable offers={offers} buyable marketOpen={false} sort={EMPTY_FILTERS} onSort={() => undefined} />);
    expect(basketButtons(1)).toHaveLength(0);
    expect(basketButtons(2)).toHaveLength(1);
    expect(basketButtons(3)).toHaveLength(0);
  });

  test('every row has its basket button while open', () => {
    renderTable(<OfferTable offers={offers} buyable sort={EMPTY_FILTERS} onSort={() => undefined} />);
    for (const id of [1, 2, 3]) expect(basketButtons(id)).toHaveLength(1);
  });
});

describe('OfferTable as a trading desk', () => {
  const many = (count: number) => Array.from({ length: count }, (_, i) => ({ ...marketOffer, _id: i + 1 }));

  test('2,000 offers: only a window of rows is in the page, and the table says how many there are', () => {
    renderTable(<OfferTable offers={many(2000)} buyable sort={EMPTY_FILTERS} onSort={() => undefined} />);
    expect(screen.getByRole('table', { name: 'Angebote' })).toHaveAttribute('aria-rowcount', '2001');
    const rows = screen.getAllByTestId('market-offer');
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(60);
    expect(rows[0]).toHaveAttribute('data-offer-id', '1');
  });

  test("Tab goes through each row's quantity field and then its basket button, row by row", async () => {
    const user = userEvent.setup();
    renderTable(<OfferTable offers={many(3)} buyable sort={EMPTY_FILTERS} onSort={() => undefined} />);
    const rows = screen.getAllByTestId('market-offer');
    within(rows[0]).getByLabelText('Menge (cbm)').focus();
    const expected = rows.flatMap((row) => [within(row).getByLabelText('Menge (cbm)'), within(row).getByRole('button', { name: 'In den Warenkorb' })]);
    for (const control of expected.slice(1)) {
      await user.tab();
      expect(document.activeElement).toBe(control);
    }
  });
});

describe('OfferTable on a narrow desk (a 1024 px laptop)', () => {
  // The window matches the narrow desk's media query, as a 1024 px window does.
  beforeEach(() => {
    window.matchMedia = jest.fn((query: string) => ({ matches: query === COMPACT_DESK, addEventListener: jest.fn(), removeEventListener: jest.fn() })) as never;
  });
  afterEach(() => {
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  test('terminal and region share a column, as do the available quantity and the order range; each shared heading sorts by its first value', async () => {
    renderTable(<OfferTable offers={[marketOffer]} buyable sort={EMPTY_FILTERS} onSort={(field) => sorts.push({ sortBy: field, sortType: 'asc' })} />);
    const headings = screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[↕▲▼]/g, ''));
    expect(headings).toEqual([
      'Produkt',
      'Terminal · Region',
      'Verkäufer',
      'Preis (EUR/100L15)',
      'Verfügbar / Min.–Max. (cbm)',
      'Verfügbarkeit',
      'Menge (cbm) · Summe netto',
    ]);
    const row = screen.getByTestId('market-offer');
    expect(within(row).getByTitle('Hamburg Hafen · Nord')).toHaveTextContent('Hamburg Hafen · Nord');
    expect(within(row).getByRole('cell', { name: '1.250,5 5 – 30' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /^Terminal · Region/ }));
    expect(sorts.at(-1)).toEqual({ sortBy: 'terminal', sortType: 'asc' });
  });

  test('the basket button is an icon that keeps its words for screen readers and in its tooltip', () => {
    renderTable(<OfferTable offers={[marketOffer]} buyable sort={EMPTY_FILTERS} onSort={() => undefined} />);
    const button = within(screen.getByTestId('market-offer')).getByRole('button', { name: 'In den Warenkorb' });
    expect(button).toHaveAttribute('title', 'In den Warenkorb');
    expect(button.querySelector('svg')).not.toBeNull();
  });
});
