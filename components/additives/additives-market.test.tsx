/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { publicBrand } from '@/brands';
import { fuelmarket } from '@/brands/fuelmarket';
import { BrandProvider } from '@/components/providers/brand-context';
import de from '@/messages/de.json';
import { AdditivesMarket } from './additives-market';

/** The buyers' additives market: the stock through the one number formatter, sorting by a heading, and the basket. */
let roles = ['MyOffers_Purchase'];
const adBlue = {
  _id: 7,
  offer: {
    product: 'AdBlue',
    seller: { id: 2, name: 'Rhein Energie' },
    unitLabel: 'IBC',
    unitLitres: 1000,
    unitPrice: '580.00',
    unitStock: 1200,
    minUnits: 1,
    maxUnits: 10,
  },
};
const winter = { _id: 8, offer: { ...adBlue.offer, product: 'Winterschutz', unitLabel: 'Fass', unitLitres: 200, unitPrice: '390.00', unitStock: 50 } };
let offers = [adBlue];
const pushed: string[] = [];
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: (path: string) => pushed.push(path) }) }));
jest.mock('@/lib/api/fetch-client', () => ({
  ...jest.requireActual('@/lib/api/fetch-client'),
  apiFetch: (path: string) =>
    Promise.resolve(
      path === '/api/generic/metadata'
        ? { fuels: [], regions: [], roles, sellers: [] }
        : path.startsWith('/api/v2/offers/additives')
          ? { offers }
          : { barrelReturns: [], sellers: [], products: [], containers: [] },
    ),
}));

function renderMarket(brand = fuelmarket) {
  render(
    <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
      <BrandProvider value={publicBrand(brand)}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <AdditivesMarket />
        </QueryClientProvider>
      </BrandProvider>
    </NextIntlClientProvider>,
  );
}
beforeEach(() => {
  roles = ['MyOffers_Purchase'];
  offers = [adBlue];
  pushed.length = 0;
});

test('writes the containers in stock and the container as the reader writes numbers', async () => {
  renderMarket();
  const row = within(await screen.findByTestId('additive-offer'));
  expect(row.getByText('1.200')).toBeInTheDocument();
  expect(row.getByText('IBC (1.000 l)')).toBeInTheDocument();
});

describe('as the fuel market: the brand flag purchasingDisabled and the purchase right', () => {
  const basketButtons = async () => {
    await screen.findByTestId('additive-offer');
    return screen.queryAllByRole('button', { name: 'In den Warenkorb' });
  };

  test('purchasing disabled: the market says why and shows the offers without basket buttons', async () => {
    renderMarket({ ...fuelmarket, flags: { ...fuelmarket.flags, purchasingDisabled: true } });
    expect(await basketButtons()).toHaveLength(0);
    expect(screen.getByTestId('purchasing-disabled')).toHaveTextContent(de.market.purchasingDisabled);
    expect(within(screen.getByTestId('additive-offer')).queryByRole('textbox')).toBeNull();
  });

  test('no purchase right: the market says why and shows no basket buttons', async () => {
    roles = ['MyRelationships_View'];
    renderMarket();
    expect(await screen.findByTestId('no-purchase-right')).toHaveTextContent(de.market.noPurchaseRight);
    expect(await basketButtons()).toHaveLength(0);
  });

  test('allowed: no notice, and each offer has its basket button', async () => {
    renderMarket();
    await waitFor(async () => expect(await basketButtons()).toHaveLength(1));
    expect(screen.queryByTestId('purchasing-disabled')).toBeNull();
    expect(screen.queryByTestId('no-purchase-right')).toBeNull();
  });
});

test('a click on a heading sorts the offers by it, the cheapest first', async () => {
  offers = [adBlue, winter];
  renderMarket();
  const ids = async () => (await screen.findAllByTestId('additive-offer')).map((row) => row.getAttribute('data-offer-id'));
  expect(await ids()).toEqual(['7', '8']);
  fireEvent.click(screen.getByRole('button', { name: /Preis je Gebinde/ }));
  expect(await ids()).toEqual(['8', '7']);
  expect(screen.getByRole('columnheader', { name: /Preis je Gebinde/ })).toHaveAttribute('aria-sort', 'ascending');
});

test("a row's basket button opens the basket with that offer and the containers typed", async () => {
  renderMarket();
  const row = within(await screen.findByTestId('additive-offer'));
  const units = row.getByLabelText('Anzahl Gebinde');
  fireEvent.change(units, { target: { value: '3' } });
  fireEvent.blur(units);
  fireEvent.click(await row.findByRole('button', { name: 'In den Warenkorb' }));
  expect(pushed).toHaveLength(1);
  expect(Object.fromEntries(new URLSearchParams(pushed[0].split('?')[1]))).toEqual({ offerId: '7', quantity: '3', unitCount: '3' });
});
