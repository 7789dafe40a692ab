/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import de from '@/messages/de.json';
import { answer, mockFetch } from '@/tests/helpers/fetch-mock';
import { renderScreen } from '@/tests/helpers/render-screen';
import { FavouritesManager } from './favourites-manager';

const fetchMock = mockFetch();

/** The manager with one favourite, Hamburg (id 3). */
function renderManager(onDeleted = jest.fn()) {
  renderScreen(
    <FavouritesManager
      favourites={[{ _id: 3, name: 'Hamburg', products: [], regions: [], terminals: [], sellers: [] }]}
      catalogue={{ fuels: [], regions: [], sellers: [] }}
      onChoose={jest.fn()}
      onDeleted={onDeleted}
      onClose={jest.fn()}
    />,
  );
  return screen.getByTestId('favourite');
}

test('a rename the server refuses says why and keeps the name being edited', async () => {
  fetchMock.mockResolvedValue(answer(404, { code: 'not_found', message: 'favourite_not_found', requestId: 'r' }));
  const item = renderManager();
  await userEvent.click(within(item).getByRole('button', { name: 'Umbenennen' }));
  await userEvent.type(within(item).getByLabelText('Name'), ' Hafen');
  await userEvent.click(within(item).getByRole('button', { name: 'Speichern' }));
  expect(await screen.findByText('Diesen Favoriten gibt es nicht mehr.')).toHaveAttribute('role', 'alert');
  expect(within(item).getByLabelText('Name')).toHaveValue('Hamburg Hafen');
  expect(fetchMock).toHaveBeenCalledWith('/api/favourites/3', expect.objectContaining({ method: 'PUT', body: JSON.stringify({ name: 'Hamburg Hafen' }) }));
});

test('deleting a favourite asks first, tells the market which one, so it stops filtering by it, and a notice says so', async () => {
  fetchMock.mockResolvedValue(answer(204, ''));
  const onDeleted = jest.fn();
  const item = renderManager(onDeleted);
  await userEvent.click(within(item).getByRole('button', { name: 'Löschen' }));
  const confirm = screen.getByRole('dialog', { name: de.favourites.deleteTitle });
  expect(confirm).toHaveTextContent('Den Favoriten „Hamburg“ löschen?');
  expect(fetchMock).not.toHaveBeenCalled();
  await userEvent.click(within(confirm).getByRole('button', { name: 'Löschen' }));
  await waitFor(() => expect(onDeleted).toHaveBeenCalledWith(3));
  expect(screen.getByTestId('notice-saved')).toHaveTextContent('Favorit „Hamburg“ gelöscht.');
  expect(fetchMock).toHaveBeenCalledWith('/api/favourites/3', expect.objectContaining({ method: 'DELETE' }));
});

test('a rename that went through says so in a notice', async () => {
  fetchMock.mockResolvedValue(answer(200, { _id: 3, name: 'Hamburg Hafen', products: [], regions: [], terminals: [], sellers: [] }));
  const item = renderManager();
  await userEvent.click(within(item).getByRole('button', { name: 'Umbenennen' }));
  await userEvent.type(within(item).getByLabelText('Name'), ' Hafen');
  await userEvent.click(within(item).getByRole('button', { name: 'Speichern' }));
  expect(await screen.findByTestId('notice-saved')).toHaveTextContent(de.common.saved);
});
