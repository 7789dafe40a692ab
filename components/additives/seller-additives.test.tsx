/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { publicBrand } from '@/brands';
import { fuelmarket } from '@/brands/fuelmarket';
import { BrandProvider } from '@/components/providers/brand-context';
import { ApiError } from '@/lib/api/fetch-client';
import de from '@/messages/de.json';
import { additiveOffer } from '@/tests/helpers/additive-offer';
import { SellerAdditives } from './seller-additives';

/** The additive seller's list (platform-shell 2, 4, 8): its filters on screen, a failed load and a failed write. */
const drums = additiveOffer({ terminal: { id: 1, name: 'Duisburg' } });
const list = {
  offers: [drums],
  filterOptions: {
    products: [{ id: 1, name: 'Heizöl-Additiv Winterschutz' }],
    purchaseUnits: ['Fass (200 l)'],
    buyers: [{ id: 41, name: 'Heizöl Müller GmbH' }],
  },
  metadata: { pageCount: 2, pageLimit: 1, pageNumber: 1, total: 2 },
};

const requests: string[] = [];
const writes: { path: string; body: unknown }[] = [];
let listFails = false;
let writeFails = false;
let networkDown = false;
jest.mock('@/lib/api/fetch-client', () => ({
  ...jest.requireActual('@/lib/api/fetch-client'),
  apiFetch: (path: string, init?: { method?: string; body?: unknown }) => {
    requests.push(path);
    if (init?.method) writes.push({ path, body: init.body });
    if (path.startsWith('/api/v2/offers/additives'))
      return listFails
        ? Promise.reject(networkDown ? new TypeError('Failed to fetch') : new ApiError(500, { message: 'technical_error' }))
        : Promise.resolve(list);
    if (init?.method === 'PUT') return writeFails ? Promise.reject(new ApiError(404, { message: 'offer_not_found' })) : Promise.resolve({});
    return Promise.resolve({ barrelReturns: [] });
  },
}));

beforeEach(() => {
  requests.length = 0;
  writes.length = 0;
  listFails = false;
  writeFails = false;
  networkDown = false;
});

function setup() {
  render(
    <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
      <BrandProvider value={publicBrand(fuelmarket)}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <SellerAdditives />
        </QueryClientProvider>
      </BrandProvider>
    </NextIntlClientProvider>,
  );
}

const lastListQuery = () =>
  new URLSearchParams(
    requests
      .filter((p) => p.startsWith('/api/v2/offers/additives'))
      .at(-1)!
      .split('?')[1],
  );

test('filters by buyer, container and the containers in stock, from the first page', async () => {
  setup();
  expect(await screen.findByText('1.200')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
  await waitFor(() => expect(lastListQuery().get('pageNumber')).toBe('2'));
  fireEvent.change(screen.getByLabelText('Käufer'), { target: { value: '41' } });
  // The container reads as in the list; the filter sends the stored one.
  fireEvent.change(screen.getByLabelText('Gebinde'), { target: { value: screen.getByRole('option', { name: 'Fass (200 l)' }).getAttribute('value') } });
  fireEvent.change(screen.getByLabelText('Bestand ab (Gebinde)'), { target: { value: '5' } });
  fireEvent.change(screen.getByLabelText('Bestand bis (Gebinde)'), { target: { value: '1.000' } });
  await waitFor(() =>
    expect(Object.fromEntries(lastListQuery())).toMatchObject({
      buyerIds: '41',
      purchaseUnitList: 'Fass (200 l)',
      minOfferAvailability: '5',
      maxOfferAvailability: '1000',
      pageNumber: '1',
    }),
  );
});

test('the product filter and the sort send what was chosen', async () => {
  setup();
  expect(await screen.findByText('1.200')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Produkt'), { target: { value: '1' } });
  fireEvent.change(screen.getByLabelText('Sortierung'), { target: { value: 'price desc' } });
  await waitFor(() => expect(Object.fromEntries(lastListQuery())).toMatchObject({ productIds: '1', sortBy: 'price', sortType: 'desc', pageNumber: '1' }));
});

test("a row's pause asks to pause that offer", async () => {
  setup();
  const row = await screen.findByTestId('seller-additive');
  expect(row).toHaveAttribute('data-offer-id', '7');
  expect(within(row).getByTestId('additive-status')).toHaveTextContent('Aktiv');
  fireEvent.click(within(row).getByRole('button', { name: 'Pausieren' }));
  await waitFor(() => expect(writes).toEqual([{ path: '/api/offer/additive/edit', body: { offerId: 7, status_type_id: 'PAUSED' } }]));
});

test('a failed load empties the list and the pager; a failed pause says why', async () => {
  setup();
  expect(await screen.findByText('Fass (200 l)', { selector: 'td' })).toBeInTheDocument();
  writeFails = true;
  fireEvent.click(screen.getByRole('button', { name: 'Pausieren' }));
  expect(await screen.findByTestId('additive-write-error')).toHaveTextContent('Das Angebot ist nicht mehr vorhanden.');

  listFails = true;
  writeFails = false;
  fireEvent.click(screen.getByRole('button', { name: 'Pausieren' }));
  expect(await screen.findByTestId('additive-list-error')).toHaveTextContent('Die Additiv-Angebote konnten nicht geladen werden (Fehler 500).');
  expect(screen.queryByTestId('seller-additive')).not.toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Seiten' })).not.toBeInTheDocument();
});

test('a failed load of a later page resets the pager to page 1 with the status code; loading again asks for page 1', async () => {
  setup();
  expect(await screen.findByText('1.200')).toBeInTheDocument();
  listFails = true;
  fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
  expect(await screen.findByTestId('additive-list-error')).toHaveTextContent('(Fehler 500)');
  expect(lastListQuery().get('pageNumber')).toBe('2');
  expect(screen.queryByTestId('seller-additive')).not.toBeInTheDocument();
  // The failure stays on screen: page 1 is not fetched behind it.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(lastListQuery().get('pageNumber')).toBe('2');

  listFails = false;
  fireEvent.click(screen.getByRole('button', { name: 'Erneut laden' }));
  expect(await screen.findByText('1.200')).toBeInTheDocument();
  expect(lastListQuery().get('pageNumber')).toBe('1');
  expect(screen.queryByTestId('additive-list-error')).not.toBeInTheDocument();
});

test('a network failure without an answer says so without a code', async () => {
  listFails = true;
  networkDown = true;
  setup();
  expect(await screen.findByTestId('additive-list-error')).toHaveTextContent('Die Additiv-Angebote konnten nicht geladen werden. Erneut laden');
});
