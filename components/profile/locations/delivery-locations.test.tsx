/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import de from '@/messages/de.json';
import { answer, mockFetch } from '@/tests/helpers/fetch-mock';
import { renderScreen } from '@/tests/helpers/render-screen';
import { DeliveryLocations } from './delivery-locations';

const fetchMock = mockFetch();
const location = {
  _id: 8,
  address: {
    company: 'Lager Nord',
    street: 'Am Tanklager 4',
    postCode: '68169',
    city: 'Mannheim',
    county: 'Baden-Württemberg',
    country: 'DE',
    contactPerson: '',
    onSiteContact: '',
    instructions: '',
  },
};
const deletes = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');

function show(deleteStatus: number) {
  fetchMock.mockImplementation(async (_path: string, init?: RequestInit) =>
    init?.method === 'DELETE'
      ? answer(deleteStatus, deleteStatus < 400 ? { message: 'ok' } : { code: 'conflict', message: 'technical_error' })
      : answer(200, [location]),
  );
  renderScreen(<DeliveryLocations />);
}

async function deleteLocation() {
  const card = await screen.findByTestId('delivery-location');
  await userEvent.click(within(card).getByRole('button', { name: de.common.delete }));
  const dialog = screen.getByRole('dialog', { name: de.locations.deleteTitle });
  expect(dialog).toHaveTextContent('Soll die Lieferadresse Am Tanklager 4, 68169 Mannheim gelöscht werden?');
  expect(deletes()).toHaveLength(0);
  await userEvent.click(within(dialog).getByRole('button', { name: de.common.delete }));
  await waitFor(() => expect(deletes()).toHaveLength(1));
}

test('deleting a delivery address asks first, naming it, and a notice says it is deleted', async () => {
  show(200);
  await deleteLocation();
  expect(await screen.findByTestId('notice-saved')).toHaveTextContent(de.locations.deleted);
});

test('a delete that failed says so in a notice', async () => {
  show(409);
  await deleteLocation();
  expect(await screen.findByTestId('notice-failed')).toHaveTextContent(de.errors.technical_error);
});
