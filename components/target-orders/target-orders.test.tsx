/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import de from '@/messages/de.json';
import { answer, mockFetch } from '@/tests/helpers/fetch-mock';
import { renderScreen } from '@/tests/helpers/render-screen';
import { TargetOrders } from './target-orders';

const fetchMock = mockFetch();
const options = {
  products: [{ id: 3, name: 'Diesel B7' }],
  terminals: [{ id: 12, name: 'Hamburg Hafen' }],
  regions: [{ id: 4, name: 'Nord' }],
  favourites: [{ id: 8, name: 'Mein Norden' }],
  sellers: [{ id: 40, name: 'Nordsee Mineralöl AG' }],
  deliveryLocations: [{ id: 7, name: 'Am Kai 1, 20457 Hamburg' }],
  paymentTerms: [{ id: 2, name: '30 Tage netto' }],
};
const order = (fields: Record<string, unknown>) => ({
  id: 5,
  productId: 3,
  product: 'Diesel B7',
  terminalIds: [],
  sellerAccountIds: [],
  deliveryLocationId: 7,
  liftingPeriodId: null,
  paymentTermId: 2,
  volume: '20',
  filledVolume: '0',
  partFills: true,
  minPart: '5',
  limitPrice: '88.5',
  validUntil: '2026-11-30',
  status: 'OPEN',
  suspendedReason: null,
  version: 3,
  createdAt: '2026-11-25T09:00:00Z',
  fills: [],
  ...fields,
});
const calls = (method: string) => fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);
const bodyOf = (call: unknown[]) => JSON.parse((call[1] as RequestInit).body as string);

function show(list: unknown[], bestPrice: string | null = '88.10') {
  fetchMock.mockImplementation(async (path: string, init?: RequestInit) => {
    if (path.startsWith('/api/v2/offers')) return answer(200, { market: { offers: bestPrice ? [{ price: bestPrice }] : [] } });
    if (init?.method && init.method !== 'GET') return answer(200, { id: 5, version: 4 });
    return answer(200, { targetOrders: list });
  });
  renderScreen(<TargetOrders title="Preiswunsch" options={options} />);
}

test('shows the buyer’s best price now beside the limit once a product is chosen, from the market sorted by price', async () => {
  show([]);
  expect(screen.getByTestId('best-price')).toHaveTextContent('');
  await userEvent.selectOptions(screen.getByLabelText(de.targetOrders.product, { exact: false }), '3');
  await waitFor(() => expect(screen.getByTestId('best-price')).toHaveTextContent('Bester Preis jetzt: 88,10 EUR/100L15'));
  expect(calls('GET').map(([path]) => path)).toContain('/api/v2/offers?productIds=3&sortBy=price&sortType=asc');
});

test('an empty form names each missing field and sends nothing', async () => {
  show([]);
  await userEvent.click(screen.getByRole('button', { name: de.targetOrders.create }));
  expect(await screen.findByText(de.validation.product_required)).toBeInTheDocument();
  expect(screen.getByText(de.validation.quantity_invalid)).toBeInTheDocument();
  expect(screen.getByText(de.validation.price_value_required)).toBeInTheDocument();
  expect(calls('POST')).toHaveLength(0);
});

test('a filled form places the order with German numbers as decimal strings and says so', async () => {
  show([]);
  await userEvent.selectOptions(screen.getByLabelText(de.targetOrders.product, { exact: false }), '3');
  await userEvent.type(screen.getByLabelText(de.targetOrders.volume), '12,5');
  await userEvent.type(screen.getByLabelText('Preislimit netto (EUR/100L15)'), '88,4');
  await userEvent.selectOptions(screen.getByLabelText(de.targetOrders.paymentTerm), '2');
  await userEvent.click(screen.getByRole('button', { name: de.targetOrders.create }));
  await waitFor(() => expect(calls('POST')).toHaveLength(1));
  expect(bodyOf(calls('POST')[0])).toEqual({
    productId: 3,
    terminalIds: [],
    regionIds: [],
    favouriteId: null,
    sellerAccountIds: [],
    // The account's only address is chosen from the start.
    deliveryLocationId: 7,
    liftingPeriodId: null,
    paymentTermId: 2,
    volume: '12.5',
    partFills: false,
    minPart: null,
    limitPrice: '88.4',
    validUntil: null,
  });
  expect(await screen.findByTestId('notice-saved')).toHaveTextContent(de.targetOrders.created);
});

test('where may be named as regions and a favourite beside terminals; the server resolves them to terminals', async () => {
  show([]);
  await userEvent.selectOptions(screen.getByLabelText(de.targetOrders.product, { exact: false }), '3');
  await userEvent.click(screen.getByTestId('target-order-regions-summary'));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Nord' }));
  await userEvent.selectOptions(screen.getByLabelText(de.targetOrders.favourite), '8');
  await userEvent.type(screen.getByLabelText(de.targetOrders.volume), '5');
  await userEvent.type(screen.getByLabelText('Preislimit netto (EUR/100L15)'), '88');
  await userEvent.selectOptions(screen.getByLabelText(de.targetOrders.paymentTerm), '2');
  await userEvent.click(screen.getByRole('button', { name: de.targetOrders.create }));
  await waitFor(() => expect(calls('POST')).toHaveLength(1));
  expect(bodyOf(calls('POST')[0])).toMatchObject({ terminalIds: [], regionIds: [4], favouriteId: 8 });
});

test('lists state, the reason of a suspension and each fill linked to its order', async () => {
  show([
    order({ id: 5, status: 'SUSPENDED', suspendedReason: 'insufficient_credit_contact_seller' }),
    order({
      id: 6,
      status: 'PARTLY_FILLED',
      filledVolume: '10',
      fills: [{ fillNumber: 1, orderId: 991, orderNumber: 'FM-2026-0000991', quantity: '10', price: '88.1', createdAt: '2026-11-25T09:05:00Z', seen: true }],
    }),
  ]);
  const rows = await screen.findAllByTestId('target-order');
  expect(within(rows[0]).getByTestId('target-order-status')).toHaveTextContent(
    `${de.targetOrders.statuses.SUSPENDED} ${de.errors.insufficient_credit_contact_seller}`,
  );
  expect(within(rows[1]).getByTestId('target-order-status')).toHaveTextContent(de.targetOrders.statuses.PARTLY_FILLED);
  expect(within(rows[1]).getByText('10 von 20')).toBeInTheDocument();
  expect(within(rows[1]).getByRole('link', { name: '10 cbm zu 88,10 – Bestellung FM-2026-0000991' })).toHaveAttribute('href', '/orders/991');
});

test('a fill not seen yet is marked new and told seen once, by its order, so it leaves the menu badge', async () => {
  const fill = (orderId: number, seen: boolean) => ({
    fillNumber: orderId - 990,
    orderId,
    orderNumber: `FM-2026-0000${orderId}`,
    quantity: '5',
    price: '88.1',
    createdAt: '2026-11-25T09:05:00Z',
    seen,
  });
  show([order({ status: 'PARTLY_FILLED', filledVolume: '10', fills: [fill(991, true), fill(992, false)] })]);
  const [row] = await screen.findAllByTestId('target-order');
  expect(within(row).getByRole('link', { name: '5 cbm zu 88,10 – Bestellung FM-2026-0000992 neu' })).toBeInTheDocument();
  expect(within(row).getByRole('link', { name: '5 cbm zu 88,10 – Bestellung FM-2026-0000991' })).toBeInTheDocument();
  await waitFor(() => expect(calls('POST')).toHaveLength(1));
  expect(calls('POST')[0][0]).toBe('/api/target-orders/fills/seen');
  expect(bodyOf(calls('POST')[0])).toEqual({ orderIds: [992] });
});

test('cancelling asks first and sends the version the list showed only after the confirmation', async () => {
  show([order({})]);
  await userEvent.click(await screen.findByRole('button', { name: `${de.targetOrders.cancel}: Diesel B7` }));
  const dialog = screen.getByRole('dialog', { name: de.targetOrders.cancelTitle });
  expect(dialog).toHaveTextContent('Der Preiswunsch für Diesel B7 wird danach nicht mehr ausgeführt.');
  expect(calls('DELETE')).toHaveLength(0);
  await userEvent.click(within(dialog).getByRole('button', { name: de.targetOrders.cancel }));
  await waitFor(() => expect(calls('DELETE').map(([path]) => path)).toEqual(['/api/target-orders/5?version=3']));
  expect(await screen.findByTestId('notice-saved')).toHaveTextContent(de.targetOrders.cancelled);
});

test('a suspended order is resumed by saving it unchanged at its version; an open one offers no resume', async () => {
  show([order({ id: 5, status: 'SUSPENDED', suspendedReason: 'daily_purchase_limit_reached' }), order({ id: 6 })]);
  await userEvent.click(await screen.findByRole('button', { name: `${de.targetOrders.resume}: Diesel B7` }));
  await waitFor(() => expect(calls('PUT')).toHaveLength(1));
  expect(calls('PUT')[0][0]).toBe('/api/target-orders/5');
  expect(bodyOf(calls('PUT')[0])).toMatchObject({ version: 3, limitPrice: '88.5', volume: '20', partFills: true, minPart: '5' });
  expect(screen.getAllByRole('button', { name: `${de.targetOrders.resume}: Diesel B7` })).toHaveLength(1);
});

test('a price alert turned into a target order starts the form with its product, terminal and price', async () => {
  fetchMock.mockImplementation(async (path: string, init?: RequestInit) => {
    if (path.startsWith('/api/v2/offers')) return answer(200, { market: { offers: [] } });
    if (init?.method === 'POST') return answer(200, { id: 9, version: 1 });
    return answer(200, { targetOrders: [] });
  });
  renderScreen(<TargetOrders title="Preiswunsch" options={options} prefill={{ productId: 3, terminalId: 12, limit: '85.5' }} />);
  expect(screen.getByLabelText(de.targetOrders.product, { exact: false })).toHaveValue('3');
  expect(screen.getByLabelText('Preislimit netto (EUR/100L15)')).toHaveValue('85,50');
  await waitFor(() => expect(screen.getByTestId('best-price')).toHaveTextContent(de.targetOrders.noBestPrice));
  await userEvent.type(screen.getByLabelText(de.targetOrders.volume), '5');
  await userEvent.selectOptions(screen.getByLabelText(de.targetOrders.paymentTerm), '2');
  await userEvent.click(screen.getByRole('button', { name: de.targetOrders.create }));
  await waitFor(() => expect(calls('POST')).toHaveLength(1));
  expect(bodyOf(calls('POST')[0])).toMatchObject({ productId: 3, terminalIds: [12], limitPrice: '85.5', volume: '5' });
});

test('changing an order opens it in a dialog with its values and saves it at the version the list showed', async () => {
  show([order({})]);
  await userEvent.click(await screen.findByRole('button', { name: `${de.targetOrders.edit}: Diesel B7` }));
  const dialog = await screen.findByRole('dialog', { name: de.targetOrders.editTitle });
  const limit = within(dialog).getByLabelText('Preislimit netto (EUR/100L15)');
  expect(limit).toHaveValue('88,50');
  expect(within(dialog).getByLabelText(de.targetOrders.volume)).toHaveValue('20,000');
  await userEvent.clear(limit);
  await userEvent.type(limit, '87,9');
  await userEvent.click(within(dialog).getByRole('button', { name: de.targetOrders.save }));
  await waitFor(() => expect(calls('PUT')).toHaveLength(1));
  expect(calls('PUT')[0][0]).toBe('/api/target-orders/5');
  expect(bodyOf(calls('PUT')[0])).toMatchObject({
    version: 3,
    limitPrice: '87.9',
    volume: '20',
    productId: 3,
    paymentTermId: 2,
    deliveryLocationId: 7,
    validUntil: '2026-11-30',
  });
  expect(calls('POST')).toHaveLength(0);
  expect(await screen.findByText(de.targetOrders.saved)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});
