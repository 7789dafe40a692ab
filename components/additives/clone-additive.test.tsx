/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { publicBrand } from '@/brands';
import { fuelmarket } from '@/brands/fuelmarket';
import { BrandProvider } from '@/components/providers/brand-context';
import { ApiError } from '@/lib/api/fetch-client';
import de from '@/messages/de.json';
import { additiveOffer } from '@/tests/helpers/additive-offer';
import { SellerAdditives } from './seller-additives';

/** Clone (platform-shell 2, 7) of an offer that cannot be copied as it is: it opens as a copy to complete, its fields marked. */
const posts: Record<string, unknown>[] = [];
let postAnswers: (() => Promise<unknown>)[] = [];
let row: Record<string, unknown> = {};
jest.mock('@/lib/api/fetch-client', () => ({
  ...jest.requireActual('@/lib/api/fetch-client'),
  apiFetch: (path: string, init?: { method?: string; body?: Record<string, unknown> }) => {
    if (init?.method === 'POST') {
      posts.push(init.body!);
      return postAnswers.shift()!();
    }
    if (path.startsWith('/api/v2/offers/additives'))
      return Promise.resolve({
        offers: [row],
        filterOptions: { products: [], purchaseUnits: [], buyers: [] },
        metadata: { pageCount: 1, pageLimit: 1000, pageNumber: 1, total: 1 },
      });
    if (path === '/api/generic/metadata')
      return Promise.resolve({ additives: [{ id: 1, name: 'Heizöl-Additiv Winterschutz' }], regions: [{ terminals: [{ id: 5, name: 'Duisburg' }] }] });
    if (path === '/api/relationships/buyer')
      return Promise.resolve({
        relationships: [
          { _id: 1, other: { id: 41, name: 'Heizöl Müller GmbH', status: 'ENABLED', additivesEnabled: true }, requestedAt: null },
          { _id: 2, other: { id: 42, name: 'Tankstellen Nord KG', status: 'ENABLED', additivesEnabled: false }, requestedAt: null },
        ],
      });
    return Promise.resolve({ barrelReturns: [] });
  },
}));

const offer = (extra: Parameters<typeof additiveOffer>[0]) => additiveOffer({ buyers: [], ...extra });

beforeEach(() => {
  posts.length = 0;
  postAnswers = [];
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

function setup() {
  render(
    <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
      <BrandProvider value={publicBrand(fuelmarket)}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
          <SellerAdditives />
        </QueryClientProvider>
      </BrandProvider>
    </NextIntlClientProvider>,
  );
}

test('a sold-out offer opens as a copy with its stock to enter, and is saved PAUSED once it has one', async () => {
  const user = userEvent.setup();
  row = offer({ unitStock: 0 });
  postAnswers = [() => Promise.resolve({ offerId: 8, status_type_id: 'PAUSED' })];
  setup();
  await user.click(within(await screen.findByTestId('seller-additive')).getByRole('button', { name: 'Klonen' }));
  const copy = await screen.findByRole('dialog', { name: 'Angebot kopieren' });
  expect(posts).toEqual([]);
  expect(within(copy).getByLabelText('Bestand in Gebinden')).toHaveValue('');
  expect(within(copy).getByText('Bitte geben Sie den Bestand in Gebinden an.')).toBeInTheDocument();
  expect(within(copy).getByLabelText('Preis je Gebinde')).toHaveValue('390,00');

  await user.type(within(copy).getByLabelText('Bestand in Gebinden'), '50');
  await user.click(within(copy).getByRole('button', { name: 'Speichern' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Angebot kopieren' })).toBeNull());
  expect(posts).toEqual([
    expect.objectContaining({
      productId: 1,
      terminalId: 5,
      unitLabel: 'Fass',
      unitPrice: '390',
      unitStock: 50,
      minUnits: 1,
      maxUnits: 10,
      status_type_id: 'PAUSED',
    }),
  ]);
});

test('a clone naming a buyer whose additives were switched off opens as a copy saying so at the buyers, not a bare "check your input"', async () => {
  const user = userEvent.setup();
  row = offer({ buyers: [{ id: 42, name: 'Tankstellen Nord KG' }] });
  postAnswers = [
    () => Promise.reject(new ApiError(400, { code: 'validation', message: 'validation_failed', fields: { buyerIds: 'buyer_additives_not_enabled' } })),
    () => Promise.resolve({ offerId: 8, status_type_id: 'PAUSED' }),
  ];
  setup();
  await user.click(within(await screen.findByTestId('seller-additive')).getByRole('button', { name: 'Klonen' }));
  const copy = await screen.findByRole('dialog', { name: 'Angebot kopieren' });
  expect(within(copy).getByText(de.validation.buyer_additives_not_enabled)).toBeInTheDocument();
  expect(screen.queryByTestId('additive-write-error')).toBeNull();
  const off = await within(copy).findByRole('checkbox', { name: 'Tankstellen Nord KG (Additive nicht freigeschaltet)' });
  expect(off).toBeChecked();
  await user.click(off);
  await user.click(within(copy).getByRole('button', { name: 'Speichern' }));
  await waitFor(() => expect(posts).toHaveLength(2));
  expect(posts[0]).toMatchObject({ buyerIds: [42], status_type_id: 'PAUSED' });
  expect(posts[1]).toMatchObject({ buyerIds: [], unitStock: 1200, status_type_id: 'PAUSED' });
});

test('a clone the server takes as it is is one click, as before', async () => {
  const user = userEvent.setup();
  row = offer({});
  postAnswers = [() => Promise.resolve({ offerId: 8, status_type_id: 'PAUSED' })];
  setup();
  await user.click(within(await screen.findByTestId('seller-additive')).getByRole('button', { name: 'Klonen' }));
  await waitFor(() => expect(posts).toHaveLength(1));
  expect(posts[0]).toMatchObject({ unitStock: 1200, status_type_id: 'PAUSED' });
  expect(screen.queryByRole('dialog')).toBeNull();
});
