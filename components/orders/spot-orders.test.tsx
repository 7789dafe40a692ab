/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toHistoryRow } from '@/lib/order-history/order-row';
import de from '@/messages/de.json';
import { FakeEventSource, installFakeEventSource, uninstallFakeEventSource } from '@/tests/helpers/fake-event-source';
import { answer, mockFetch } from '@/tests/helpers/fetch-mock';
import { renderScreen } from '@/tests/helpers/render-screen';
import { SpotOrders } from './spot-orders';

let address = new URLSearchParams();
jest.mock('next/navigation', () => ({ useSearchParams: () => address }));

const fetchMock = mockFetch();

const order = toHistoryRow(
  {
    id: 11,
    orderNumber: 'FM-0011',
    originalOrderId: null,
    created: new Date('2026-11-23T09:00:00Z'),
    status: 'INCOMPLETE',
    price: '100',
    net: '2000',
    vat: '380',
    gross: '2380',
    currency: 'EUR',
    quantity: '2',
    unitCount: null,
    purchaseUnit: 'cubic_meter',
    collectionStart: null,
    collectionEnd: null,
    edited: false,
    buyerAccountId: 1,
    buyerName: 'Brenner Heizöl GmbH',
    sellerAccountId: 2,
    sellerName: 'Nordsee Mineralöl AG',
    productId: 3,
    productName: 'Diesel B7',
    productType: 'FUEL',
    terminalId: 4,
    terminalName: 'Hamburg Hafen',
    deliveryLocationId: null,
    addressId: null,
    street: null,
    postCode: null,
    city: null,
    total: 1,
  },
  'Europe/Berlin',
  'de',
);
const filterOptions = {
  orderIds: [],
  products: [],
  terminals: [],
  sellers: [],
  buyers: [],
  status: [],
  deliveryAddress: [],
  purchaseUnits: [],
  prices: { minPrice: null, maxPrice: null },
  volumes: { minQuantity: null, maxQuantity: null },
  invoices: { invoiceMin: null, invoiceMax: null },
};

/** The history answers one open order (of `total` on `pageCount` pages); a step answers `stepStatus`. */
function serve(stepStatus = 200, { total, pageCount } = { total: 1, pageCount: 1 }) {
  fetchMock.mockImplementation(async (path: string) => {
    if (path.startsWith('/api/orderHistory?')) return answer(200, { metadata: { total, pageCount }, filterOptions, orders: [order] });
    if (path.includes('/actions')) return stepStatus === 200 ? answer(200, {}) : answer(stepStatus, { code: 'conflict', message: 'technical_error' });
    if (path.startsWith('/api/settings/')) return answer(200, { value: null });
    return answer(200, { date: null });
  });
}
const steps = () => fetchMock.mock.calls.filter(([path]) => String(path).includes('/actions'));
const historyCalls = () => fetchMock.mock.calls.map(([path]) => String(path)).filter((path) => path.startsWith('/api/orderHistory?'));

beforeEach(() => {
  address = new URLSearchParams();
  window.history.replaceState(null, '', '/orders');
  sessionStorage.clear();
});

test('Bestätigen asks first, naming the order and net, VAT and gross; only the dialog’s Bestätigen confirms, and a notice says so', async () => {
  const user = userEvent.setup();
  serve();
  renderScreen(<SpotOrders viewer="SELLER" canAct />);
  const row = await screen.findByTestId('order-row');
  await user.click(within(row).getByRole('button', { name: de.orders.action_confirm }));
  const dialog = await screen.findByRole('dialog', { name: de.orders.confirmTitle });
  expect(dialog).toHaveTextContent('FM-0011');
  expect(within(dialog).getByTestId('amounts')).toHaveTextContent('2.000,00 €');
  expect(within(dialog).getByTestId('amounts')).toHaveTextContent('MwSt. (19 %)380,00 €');
  expect(within(dialog).getByTestId('amounts')).toHaveTextContent('2.380,00 €');
  expect(steps()).toHaveLength(0);

  await user.click(within(dialog).getByRole('button', { name: de.orders.action_confirm }));
  await waitFor(() => expect(steps()).toHaveLength(1));
  expect(JSON.parse(steps()[0][1].body)).toMatchObject({ action: 'confirm' });
  expect(await screen.findByTestId('notice-saved')).toHaveTextContent('Bestellung FM-0011 bestätigt.');
});

test('the pages and the orders are counted in the reader’s format: 21.827, not 21827', async () => {
  serve(200, { total: 21827, pageCount: 1092 });
  renderScreen(<SpotOrders viewer="SELLER" canAct />);
  expect(await screen.findByText('Seite 1 von 1.092 (21.827 Bestellungen)')).toBeVisible();
});

test('Abbrechen in the confirm dialog leaves the order as it is', async () => {
  const user = userEvent.setup();
  serve();
  renderScreen(<SpotOrders viewer="SELLER" canAct />);
  await user.click(within(await screen.findByTestId('order-row')).getByRole('button', { name: de.orders.action_confirm }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: de.common.cancel }));
  expect(steps()).toHaveLength(0);
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('Ablehnen asks for a reason, names the amount, declines with it, and a notice says so', async () => {
  const user = userEvent.setup();
  serve();
  renderScreen(<SpotOrders viewer="SELLER" canAct />);
  await user.click(within(await screen.findByTestId('order-row')).getByRole('button', { name: de.orders.action_decline }));
  const dialog = await screen.findByRole('dialog', { name: de.orders.declineTitle });
  expect(within(dialog).getByTestId('amounts')).toHaveTextContent('2.380,00 €');
  await user.type(within(dialog).getByRole('textbox'), 'Terminal geschlossen');
  await user.click(within(dialog).getByRole('button', { name: de.orders.action_decline }));
  await waitFor(() => expect(steps()).toHaveLength(1));
  expect(JSON.parse(steps()[0][1].body)).toEqual({ action: 'decline', note: 'Terminal geschlossen' });
  expect(await screen.findByTestId('notice-saved')).toHaveTextContent('Bestellung FM-0011 abgelehnt.');
});

test('a step the server refuses shows a failed notice', async () => {
  const user = userEvent.setup();
  serve(409);
  renderScreen(<SpotOrders viewer="SELLER" canAct />);
  await user.click(within(await screen.findByTestId('order-row')).getByRole('button', { name: de.orders.action_review }));
  expect(await screen.findByTestId('notice-failed')).toHaveTextContent(de.errors.technical_error);
});

test('filters and sort come from the page’s address and go back into it, for the detail’s way back', async () => {
  const user = userEvent.setup();
  serve();
  address = new URLSearchParams('productType=FUEL&sortBy=price&sortType=asc&invoiceMin=1000.5');
  renderScreen(<SpotOrders viewer="BUYER" canAct={false} />);
  await screen.findByTestId('order-row');
  expect(historyCalls()[0]).toContain('sortBy=price&sortType=asc');
  expect(historyCalls()[0]).toContain('invoiceMin=1000.5');
  // The typed bound shows as the reader writes numbers.
  expect(screen.getByLabelText(`${de.orders.total} ${de.orders.min}`)).toHaveValue('1.000,5');
  expect(screen.getByRole('columnheader', { name: /Preis/ })).toHaveAttribute('aria-sort', 'ascending');

  await user.click(within(screen.getByRole('columnheader', { name: new RegExp(de.orders.total) })).getByRole('button'));
  await waitFor(() => expect(window.location.search).toContain('sortBy=invoice&sortType=desc'));
  expect(window.location.search).toContain('invoiceMin=1000.5');
  expect(sessionStorage.getItem('orders-list')).toBe(`/orders${window.location.search}`);
});

test('the table last chosen, read by the page’s server render, is the first list asked for, without reading the setting', async () => {
  serve();
  renderScreen(<SpotOrders viewer="BUYER" canAct={false} savedMarket="additive" />);
  await screen.findByTestId('order-row');
  expect(historyCalls()[0]).toContain('productType=ADDITIVE');
  expect(fetchMock.mock.calls.filter(([path]) => String(path).startsWith('/api/settings/'))).toEqual([]);
});

describe('on the market stream', () => {
  beforeEach(installFakeEventSource);
  afterEach(uninstallFakeEventSource);

  test("a buyer's list loads again when an order of its account is new or changed status, without a reload", async () => {
    serve();
    renderScreen(<SpotOrders viewer="BUYER" canAct={false} />);
    await screen.findByTestId('order-row');
    const loads = historyCalls().length;
    FakeEventSource.last!.emit('orders', { ids: [11] });
    await waitFor(() => expect(historyCalls().length).toBe(loads + 1));
  });

  test("a seller's list loads again when an order of its account is new or changed status", async () => {
    serve();
    renderScreen(<SpotOrders viewer="SELLER" canAct />);
    await screen.findByTestId('order-row');
    const loads = historyCalls().length;
    FakeEventSource.last!.emit('orders', { ids: [11] });
    await waitFor(() => expect(historyCalls().length).toBe(loads + 1));
  });
});
