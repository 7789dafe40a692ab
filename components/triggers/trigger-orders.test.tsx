/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import de from '@/messages/de.json';
import { answer, mockFetch } from '@/tests/helpers/fetch-mock';
import { renderScreen } from '@/tests/helpers/render-screen';
import { TriggerOrders } from './trigger-orders';

const fetchMock = mockFetch();

const order = {
  _id: 5,
  orderId: 'FM-T-0000005',
  created: '2026-11-23T09:00:00.000Z',
  orderStatus: 'PENDING',
  contract: { id: 2, ekkNumber: 'EKK-7', month: '2026-12' },
  buyer: { id: 1, name: 'Brenner Heizöl GmbH' },
  seller: { id: 2, name: 'Nordsee Mineralöl AG' },
  volume: '10.000',
  liftingPeriod: 'Dezember',
  liftingStart: '2026-12-01',
  liftingEnd: '2026-12-31',
  pickupStart: null,
  // 10 cbm at 80,1234 per 100 l: 8.012,34 net.
  items: [{ product: { id: 3, name: 'Diesel B7' }, quantity: '10.000', price: '80.1234' }],
};

function serve(stepStatus = 200) {
  fetchMock.mockImplementation(async (path: string) => {
    if (path.startsWith('/api/triggers/orders?'))
      return answer(200, { orders: [order], metadata: { total: 1, pageCount: 1, vatRate: '19.00' }, filterOptions: {} });
    return stepStatus === 200 ? answer(200, {}) : answer(stepStatus, { code: 'conflict', message: 'technical_error' });
  });
}
const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
const show = () => renderScreen(<TriggerOrders viewer="SELLER" canAct status="PENDING" />);

test.each([
  ['confirm', de.triggers.confirm, de.triggers.confirmOrderTitle, 'Trigger-Bestellung FM-T-0000005 bestätigt.'],
  ['cancel', de.triggers.cancel, de.triggers.cancelOrderTitle, 'Trigger-Bestellung FM-T-0000005 storniert.'],
])('%s asks first with net, VAT and gross, then decides and a notice says so', async (step, button, title, notice) => {
  const user = userEvent.setup();
  serve();
  show();
  await user.click(within(await screen.findByTestId('trigger-order')).getByRole('button', { name: button }));
  const dialog = screen.getByRole('dialog', { name: title });
  expect(dialog).toHaveTextContent('FM-T-0000005');
  expect(dialog).toHaveTextContent('Brenner Heizöl GmbH');
  const amounts = within(dialog).getByTestId('amounts');
  expect(amounts).toHaveTextContent('8.012,34 €');
  expect(amounts).toHaveTextContent('1.522,34 €');
  expect(amounts).toHaveTextContent('9.534,68 €');
  expect(posts()).toHaveLength(0);
  await user.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(posts()).toHaveLength(1));
  expect(posts()[0][0]).toBe(`/api/triggers/orders/5/${step}`);
  expect(await screen.findByTestId('notice-saved')).toHaveTextContent(notice);
});

test('Abbrechen leaves the order pending; a refused decision shows a failed notice', async () => {
  const user = userEvent.setup();
  serve(409);
  show();
  const row = await screen.findByTestId('trigger-order');
  await user.click(within(row).getByRole('button', { name: de.triggers.confirm }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: de.common.cancel }));
  expect(posts()).toHaveLength(0);
  await user.click(within(row).getByRole('button', { name: de.triggers.confirm }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: de.triggers.confirm }));
  expect(await screen.findByTestId('notice-failed')).toHaveTextContent(de.errors.technical_error);
});

test('a list over several pages is paged by the shared pager: the page and the count of pages, then the next page asked for', async () => {
  const user = userEvent.setup();
  fetchMock.mockImplementation(async () => answer(200, { orders: [order], metadata: { total: 2045, pageCount: 103, vatRate: '19.00' }, filterOptions: {} }));
  show();
  const pager = await screen.findByRole('navigation', { name: de.common.pager });
  expect(pager).toHaveTextContent('Seite 1 von 103');
  expect(within(pager).getByRole('button', { name: de.common.previous })).toBeDisabled();
  await user.click(within(pager).getByRole('button', { name: de.common.next }));
  await waitFor(() => expect(pager).toHaveTextContent('Seite 2 von 103'));
  expect(fetchMock.mock.calls.map(([path]) => new URL(path, 'http://x').searchParams.get('pageNumber'))).toContain('2');
});
