/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import de from '@/messages/de.json';
import { answer, mockFetch } from '@/tests/helpers/fetch-mock';
import { FavouritesManager } from './favourites-manager';

const fetchMock = mockFetch();

/** The manager with one favourite, Hamburg (id 3). */
function renderManager(onDeleted = jest.fn()) {
  render(
    <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        <FavouritesManager
          favourites={[{ _id: 3, name: 'Hamburg', products: [], regions: [], terminals: [], sellers: [] }]}
          catalogue={{ fuels: [], regions: [], sellers: [] }}
          onChoose={jest.fn()}
          onDeleted={onDeleted}
          onClose={jest.fn()}
        />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
  return screen.getByTestId('favourite');
}

test('a rename the server refuses says why and keeps the name being edited', async () => {
  fetchMock.mockResolvedValue(answer(404, { code: 'not_found', message: 'favourite_not_found', requestId: 'r' }));
  const item = renderManager();
  await userEvent.click(within(item).getByRole('button', { name: 'Umbenennen' }));
  await userEvent.type(within(item).getByLabelText('Name'), ' Hafen');
  await userEvent.click(within(item).getByRole('button', { name: 'Speichern' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Diesen Favoriten gibt es nicht mehr.');
  expect(within(item).getByLabelText('Name')).toHaveValue('Hamburg Hafen');
  expect(fetchMock).toHaveBeenCalledWith('/api/favourites/3', expect.objectContaining({ method: 'PUT', body: JSON.stringify({ name: 'Hamburg Hafen' }) }));
});

test('deleting a favourite tells the market which one, so it stops filtering by it', async () => {
  fetchMock.mockResolvedValue(answer(204, ''));
  const onDeleted = jest.fn();
  const item = renderManager(onDeleted);
  await userEvent.click(within(item).getByRole('button', { name: 'Löschen' }));
  await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Löschen' }));
  await waitFor(() => expect(onDeleted).toHaveBeenCalledWith(3));
  expect(fetchMock).toHaveBeenCalledWith('/api/favourites/3', expect.objectContaining({ method: 'DELETE' }));
});
