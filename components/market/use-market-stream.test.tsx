/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { publicBrand } from '@/brands';
import { fuelmarket } from '@/brands/fuelmarket';
import { BrandProvider } from '@/components/providers/brand-context';
import de from '@/messages/de.json';
import { marketOffer } from '@/tests/helpers/market-offer';
import { FakeEventSource, installFakeEventSource, uninstallFakeEventSource } from '@/tests/helpers/fake-event-source';
import { giveScrollBoxesAHeight } from '@/tests/helpers/scroll-box';
import { MarketWindowProvider } from './market-window-provider';
import { MarketPage } from './marketplace';

const apiFetch = jest.fn();
jest.mock('@/lib/api/fetch-client', () => ({ apiFetch: (...args: unknown[]) => apiFetch(...args) }));
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }), useSearchParams: () => new URLSearchParams() }));

const window = (id: number) => ({
  _id: id,
  prices: [{ symbol: '/GAS', price: '700.00', live: true, timestamp: new Date().toISOString() }],
  created: new Date().toISOString(),
  expires: new Date(Date.now() + 300_000).toISOString(),
  currentTime: new Date().toISOString(),
  marketChange: '0',
  isClone: false,
});

const other = { ...marketOffer, _id: 8, price: '1090.00' };
let windowId = 1;
let price = '1095.35';
const row = (id: number) => (id === 7 ? { ...marketOffer, price } : other);
const idsPath = '/api/v2/offers?ids=';
beforeEach(() => {
  giveScrollBoxesAHeight();
  installFakeEventSource();
  windowId = 1;
  price = '1095.35';
  apiFetch.mockReset();
  apiFetch.mockImplementation(async (path: string) => {
    if (path === '/api/generic/marketWindow') return window(windowId);
    if (path.startsWith(idsPath)) {
      const ids = decodeURIComponent(path.slice(idsPath.length)).split(',').map(Number);
      return { offers: market().filter((o) => ids.includes(o._id)), filterOptions: { deliveryAddress: [], terminals: [] }, purchaseLimits: [] };
    }
    if (path === '/api/v2/offers') return { offers: market(), filterOptions: { deliveryAddress: [], terminals: [] }, purchaseLimits: [] };
    if (path === '/api/generic/metadata') return { fuels: [], regions: [], roles: ['MyOffers_Purchase'] };
    if (path === '/api/favourites') return { config: [] };
    throw new Error(`unexpected ${path}`);
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  uninstallFakeEventSource();
});

/** The market as the server answers it: by price, the cheaper of the two (same product, same terminal) recommended. */
function market() {
  const rows = [row(7), row(8)].sort((a, b) => Number(a.price) - Number(b.price));
  return rows.map((o, i) => ({ ...o, isRecommended: i === 0 }));
}

const calls = (path: string) => apiFetch.mock.calls.filter(([called]) => called === path).length;
const priceOf = (id: number) => within(screen.getAllByTestId('market-offer').find((row) => row.dataset.offerId === String(id))!).getByTestId('offer-price');

function renderMarket() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
        <BrandProvider value={publicBrand(fuelmarket)}>
          <MarketWindowProvider>
            <MarketPage />
          </MarketWindowProvider>
        </BrandProvider>
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

test('a pushed offer is asked for with the offers of its product and terminal, and its new price shows; the market is not loaded whole again', async () => {
  renderMarket();
  await waitFor(() => expect(priceOf(7)).toHaveTextContent('1.095,35'));
  expect(FakeEventSource.last?.url).toBe('/api/market/stream');
  FakeEventSource.last!.emit('open');

  price = '1096.10';
  FakeEventSource.last!.emit('offers', { ids: [7] });
  await waitFor(() => expect(priceOf(7)).toHaveTextContent('1.096,10'));
  expect(priceOf(8)).toHaveTextContent('1.090,00');
  expect(calls('/api/v2/offers?ids=7%2C8')).toBe(1);
  expect(calls('/api/v2/offers')).toBe(1);
});

const rowOrder = () => screen.getAllByTestId('market-offer').map((row) => [row.dataset.offerId, within(row).queryByText('Empfehlung') !== null]);

test('a pushed price moves the row where the server sorts it, and the recommendation to the now cheapest offer', async () => {
  renderMarket();
  await waitFor(() => expect(priceOf(7)).toHaveTextContent('1.095,35'));
  expect(rowOrder()).toEqual([
    ['8', true],
    ['7', false],
  ]);
  FakeEventSource.last!.emit('open');

  price = '1080.00';
  FakeEventSource.last!.emit('offers', { ids: [7] });
  await waitFor(() => expect(priceOf(7)).toHaveTextContent('1.080,00'));
  expect(rowOrder()).toEqual([
    ['7', true],
    ['8', false],
  ]);
  expect(calls('/api/v2/offers')).toBe(1);
});

test('a change of what the buyer may see (relationship, catalogue) loads the market whole', async () => {
  renderMarket();
  await waitFor(() => expect(calls('/api/v2/offers')).toBe(1));
  FakeEventSource.last!.emit('market', {});
  await waitFor(() => expect(calls('/api/v2/offers')).toBe(2));
});

test('a pushed window comes whole: the market loads without a call for the window; the window on screen pushed again (no resume) loads the market whole', async () => {
  renderMarket();
  await waitFor(() => expect(priceOf(7)).toHaveTextContent('1.095,35'));
  await waitFor(() => expect(calls('/api/generic/marketWindow')).toBe(1));

  const pushed = window(2);
  FakeEventSource.last!.emit('window', { id: 2, expires: pushed.expires, isClone: false, window: pushed });
  await waitFor(() => expect(calls('/api/v2/offers')).toBe(2));
  expect(calls('/api/generic/marketWindow')).toBe(1);

  FakeEventSource.last!.emit('window', { id: 2, expires: pushed.expires, isClone: false, window: pushed });
  await waitFor(() => expect(calls('/api/v2/offers')).toBe(3));
  expect(calls('/api/generic/marketWindow')).toBe(1);
});
