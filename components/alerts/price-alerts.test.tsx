/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import de from '@/messages/de.json';
import { answer, mockFetch } from '@/tests/helpers/fetch-mock';
import { renderScreen } from '@/tests/helpers/render-screen';
import { PriceAlerts } from './price-alerts';

const fetchMock = mockFetch();
const alert = {
  id: 4,
  note: '',
  price: '90.00',
  operator: 'LOWER',
  productId: 3,
  product: 'Diesel B7',
  terminalId: 12,
  terminal: 'Hamburg Hafen',
  liftingPeriodType: 'ALL',
  status: 'ACTIVE',
  triggeredAt: null,
  createdAt: '2026-11-20T09:00:00Z',
};
const deletes = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');

function show(deleteStatus: number) {
  fetchMock.mockImplementation(async (_path: string, init?: RequestInit) =>
    init?.method === 'DELETE'
      ? answer(deleteStatus, deleteStatus < 400 ? { success: true } : { code: 'internal', message: 'technical_error' })
      : answer(200, { alerts: [alert] }),
  );
  renderScreen(<PriceAlerts title="Preisalarm" options={{ products: [], terminals: [] }} />);
}

async function deleteAlert() {
  await userEvent.click(await screen.findByRole('button', { name: `${de.alerts.delete}: Diesel B7, Hamburg Hafen` }));
  const dialog = screen.getByRole('dialog', { name: de.alerts.deleteTitle });
  expect(dialog).toHaveTextContent('Möchten Sie den Preisalarm für Diesel B7 in Hamburg Hafen wirklich löschen?');
  expect(deletes()).toHaveLength(0);
  await userEvent.click(within(dialog).getByRole('button', { name: de.common.delete }));
  await waitFor(() => expect(deletes()).toHaveLength(1));
}

test('deleting an alert asks first, naming it, and a notice says it is deleted', async () => {
  show(200);
  await deleteAlert();
  expect(await screen.findByTestId('notice-saved')).toHaveTextContent(de.alerts.deleted);
});

test('a delete that failed says so in a notice', async () => {
  show(500);
  await deleteAlert();
  expect(await screen.findByTestId('notice-failed')).toHaveTextContent(de.errors.technical_error);
});

test('an alert for a falling price can be turned into a target order with its product, terminal and price; one for a rising price cannot', async () => {
  fetchMock.mockResolvedValue(
    answer(200, {
      alerts: [
        { ...alert, operator: 'LTE' },
        { ...alert, id: 5, operator: 'GTE', product: 'Super E10' },
      ],
    }),
  );
  renderScreen(<PriceAlerts title="Preisalarm" options={{ products: [], terminals: [] }} />);
  const link = await screen.findByRole('link', { name: `${de.alerts.toTargetOrder}: Diesel B7, Hamburg Hafen` });
  expect(link).toHaveAttribute('href', '/preiswunsch?productId=3&terminalId=12&limit=90.00');
  expect(screen.queryByRole('link', { name: `${de.alerts.toTargetOrder}: Super E10, Hamburg Hafen` })).toBeNull();
});
