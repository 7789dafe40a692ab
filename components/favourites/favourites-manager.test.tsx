/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import de from '@/messages/de.json';
import { FavouritesManager } from './favourites-manager';

const fetchMock = jest.fn();
const realFetch = global.fetch;
afterAll(() => {
  global.fetch = realFetch;
});

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  global.fetch = fetchMock as unknown as typeof fetch;
});

test('a rename the server refuses says why and keeps the name being edited', async () => {
  fetchMock.mockResolvedValue({
    ok: false,
    status: 404,
    text: async () => JSON.stringify({ code: 'not_found', message: 'favourite_not_found', requestId: 'r' }),
  });
  render(
    <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        <FavouritesManager
          favourites={[{ _id: 3, name: 'Hamburg', products: [], regions: [], terminals: [], sellers: [] }]}
          catalogue={{ fuels: [], regions: [], sellers: [] }}
          onChoose={jest.fn()}
          onClose={jest.fn()}
        />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
  const item = screen.getByTestId('favourite');
  await userEvent.click(within(item).getByRole('button', { name: 'Umbenennen' }));
  await userEvent.type(within(item).getByLabelText('Name'), ' Hafen');
  await userEvent.click(within(item).getByRole('button', { name: 'Speichern' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Diesen Favoriten gibt es nicht mehr.');
  expect(within(item).getByLabelText('Name')).toHaveValue('Hamburg Hafen');
  expect(fetchMock).toHaveBeenCalledWith('/api/favourites/3', expect.objectContaining({ method: 'PUT', body: JSON.stringify({ name: 'Hamburg Hafen' }) }));
});
