/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { publicBrand } from '@/brands';
import { fuelmarket } from '@/brands/fuelmarket';
import { BrandProvider } from '@/components/providers/brand-context';
import de from '@/messages/de.json';
import { marketOffer } from '@/tests/helpers/market-offer';
import { giveScrollBoxesAHeight } from '@/tests/helpers/scroll-box';
import { MarketWindowProvider } from './market-window-provider';
import { MarketPage } from './marketplace';

const apiFetch = jest.fn();
jest.mock('@/lib/api/fetch-client', () => ({ apiFetch: (...args: unknown[]) => apiFetch(...args) }));
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }), useSearchParams: () => new URLSearchParams() }));

function marketWindow(id: number, expiresInMs: number) {
  const now = Date.now();
  return {
    _id: id,
    prices: [{ symbol: '/GAS', price: '700.00', live: true, timestamp: new Date(now).toISOString() }],
    created: new Date(now - 1_000).toISOString(),
    expires: new Date(now + expiresInMs).toISOString(),
    currentTime: new Date(now).toISOString(),
    marketChange: '0',
    isClone: false,
  };
}

beforeEach(giveScrollBoxesAHeight);
afterEach(() => jest.restoreAllMocks());

const offersCalls = () => apiFetch.mock.calls.filter(([path]) => String(path).startsWith('/api/v2/offers')).length;

function renderMarket(brand = fuelmarket) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
        <BrandProvider value={publicBrand(brand)}>
          <MarketWindowProvider>
            <MarketPage />
          </MarketWindowProvider>
        </BrandProvider>
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

test('fetches the offers again when the countdown rolls over to a new market window', async () => {
  const windows = [marketWindow(1, 1_200), marketWindow(2, 300_000)];
  apiFetch.mockImplementation(async (path: string) => {
    if (path === '/api/generic/marketWindow') return windows.length > 1 ? windows.shift() : windows[0];
    if (path.startsWith('/api/v2/offers')) return { offers: [], filterOptions: { deliveryAddress: [], terminals: [] } };
    if (path === '/api/generic/metadata') return { fuels: [], regions: [], roles: [] };
    if (path === '/api/favourites') return { config: [] };
    throw new Error(`unexpected ${path}`);
  });
  renderMarket();
  expect(await screen.findByTestId('market-empty')).toHaveTextContent('Derzeit gibt es keine passenden Angebote.');
  expect(offersCalls()).toBe(1);
  // No child-account list without ChildAccounts_View.
  expect(apiFetch.mock.calls.some(([path]) => path === '/api/accounts/children')).toBe(false);
  await waitFor(() => expect(offersCalls()).toBe(2), { timeout: 4_000 });
  expect(screen.getByTestId('market-countdown')).toHaveTextContent(/^Preise gültig noch (5:00|4:5\d)$/);
});

describe('the brand flag purchasingDisabled and the purchase right', () => {
  let roles = ['MyOffers_Purchase'];
  beforeEach(() => {
    roles = ['MyOffers_Purchase'];
    apiFetch.mockReset();
    apiFetch.mockImplementation(async (path: string) => {
      if (path === '/api/generic/marketWindow') return marketWindow(1, 300_000);
      if (path.startsWith('/api/v2/offers')) return { offers: [{ ...marketOffer, priceType: 'FIXED' }], filterOptions: { deliveryAddress: [], terminals: [] } };
      if (path === '/api/generic/metadata') return { fuels: [], regions: [], roles };
      if (path === '/api/favourites') return { config: [] };
      throw new Error(`unexpected ${path}`);
    });
  });
  const basketButtons = async () => {
    await screen.findByTestId('market-offer');
    return screen.queryAllByRole('button', { name: 'In den Warenkorb' });
  };

  test('on: the market says why and shows the offers without basket buttons', async () => {
    renderMarket({ ...fuelmarket, flags: { ...fuelmarket.flags, purchasingDisabled: true } });
    expect(await basketButtons()).toHaveLength(0);
    expect(screen.getByTestId('purchasing-disabled')).toHaveTextContent(de.market.purchasingDisabled);
  });

  test('off: no notice, and the offer has its basket button', async () => {
    renderMarket();
    await waitFor(async () => expect(await basketButtons()).toHaveLength(1));
    expect(screen.queryByTestId('purchasing-disabled')).toBeNull();
    expect(screen.queryByTestId('no-purchase-right')).toBeNull();
  });

  test('a user without the purchase right sees why and no basket buttons', async () => {
    roles = ['MyRelationships_View'];
    renderMarket();
    expect(await screen.findByTestId('no-purchase-right')).toHaveTextContent(de.market.noPurchaseRight);
    expect(await basketButtons()).toHaveLength(0);
  });
});
