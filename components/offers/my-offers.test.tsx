/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import de from '@/messages/de.json';
import { answer, mockFetch } from '@/tests/helpers/fetch-mock';
import { renderScreen } from '@/tests/helpers/render-screen';
import { MyOffers } from './my-offers';

const fetchMock = mockFetch();
const offer = {
  id: 41,
  status: 'ACTIVE',
  productName: 'Diesel B7',
  terminalName: 'Hamburg Hafen',
  priceType: 'FIXED',
  currentPrice: '91.15',
  remainingVolume: '80',
  totalVolume: '100',
  minOrderQuantity: '1',
  maxOrderQuantity: '50',
  startsAt: '2026-11-27T07:00:00.000Z',
  endsAt: '2026-12-27T16:00:00.000Z',
};
const writes = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST' || init?.method === 'DELETE');

function show(writeStatus = 200) {
  fetchMock.mockImplementation(async (path: string, init?: RequestInit) => {
    if (init?.method === 'POST' || init?.method === 'DELETE')
      return writeStatus < 400 ? answer(200, { offer }) : answer(writeStatus, { code: 'internal', message: 'technical_error' });
    return path === '/api/offers/mine'
      ? answer(200, { offers: [offer] })
      : answer(200, { fuels: [], additives: [], regions: [], liftingPeriods: [], features: [] });
  });
  renderScreen(<MyOffers title="Meine Angebote" />);
}
const row = async () => within(await screen.findByTestId('offer-table')).getAllByRole('row')[1];

test('pausing an offer says so in a notice, naming it', async () => {
  show();
  await userEvent.click(within(await row()).getByRole('button', { name: de.offers.pause }));
  await waitFor(() => expect(writes().map(([path]) => path)).toEqual(['/api/offers/41/pause']));
  expect(await screen.findByTestId('notice-saved')).toHaveTextContent('Angebot Diesel B7 ab Hamburg Hafen pausiert.');
});

test('deleting asks first; only the dialog’s Löschen deletes, and a notice says so', async () => {
  show();
  await userEvent.click(within(await row()).getByRole('button', { name: de.offers.delete }));
  const dialog = screen.getByRole('dialog', { name: de.offers.deleteTitle });
  expect(dialog).toHaveTextContent('Möchten Sie das Angebot Diesel B7 ab Hamburg Hafen wirklich löschen?');
  expect(writes()).toHaveLength(0);
  await userEvent.click(within(dialog).getByRole('button', { name: de.offers.delete }));
  await waitFor(() => expect(writes()).toHaveLength(1));
  expect(await screen.findByTestId('notice-saved')).toHaveTextContent('Angebot Diesel B7 ab Hamburg Hafen gelöscht.');
});

test('a refused pause shows a failed notice', async () => {
  show(500);
  await userEvent.click(within(await row()).getByRole('button', { name: de.offers.pause }));
  expect(await screen.findByTestId('notice-failed')).toHaveTextContent(de.errors.technical_error);
});
