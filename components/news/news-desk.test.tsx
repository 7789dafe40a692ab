/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { publicBrand } from '@/brands';
import { fuelmarket } from '@/brands/fuelmarket';
import { BrandProvider } from '@/components/providers/brand-context';
import de from '@/messages/de.json';
import { answer, mockFetch } from '@/tests/helpers/fetch-mock';
import { NewsDesk } from './news-desk';

const fetchMock = mockFetch();

const item = (id: number, title: string) => ({ _id: id, title, content: `Text ${id}`, date: '2026-11-20T09:00:00Z', seller: { id: 1, name: 'Rhein Energie' } });
const calls = (method: string) =>
  fetchMock.mock.calls.filter(([, init]) => (init.method ?? 'GET') === method).map(([path, init]) => [path, init.body && JSON.parse(init.body)]);

/** The desk over a seller with 21 items: page 1 holds Meldung 21 … 2, page 2 the oldest, Meldung 1. */
function renderDesk(writes: (method: string, path: string) => ReturnType<typeof answer>) {
  let title1 = 'Meldung 1';
  fetchMock.mockImplementation(async (path: string, init: RequestInit) => {
    if (init.method === 'PUT') title1 = JSON.parse(String(init.body)).title;
    if (init.method !== 'GET') return writes(String(init.method), path);
    const page = Number(new URL(path, 'http://x').searchParams.get('page'));
    const items = page === 2 ? [item(1, title1)] : Array.from({ length: 20 }, (_, i) => item(21 - i, `Meldung ${21 - i}`));
    return answer(200, { items, total: 21, page, pageSize: 20 });
  });
  render(
    <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
      <BrandProvider value={publicBrand(fuelmarket)}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
          <NewsDesk />
        </QueryClientProvider>
      </BrandProvider>
    </NextIntlClientProvider>,
  );
}

test('the seller pages to an item older than the news box’s 10 and edits it', async () => {
  renderDesk(() => answer(200, {}));
  expect(await screen.findAllByTestId('news-item')).toHaveLength(20);
  await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
  await waitFor(() => expect(screen.getAllByTestId('news-item')).toHaveLength(1));
  expect(screen.getByText('Seite 2 von 2')).toBeInTheDocument();

  await userEvent.click(within(screen.getByTestId('news-item')).getByRole('button', { name: 'Bearbeiten' }));
  const title = screen.getByLabelText(/Titel/);
  expect(title).toHaveValue('Meldung 1');
  await userEvent.clear(title);
  await userEvent.type(title, 'Ladezeiten ab Montag');
  await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));

  expect(await screen.findByRole('heading', { name: 'Ladezeiten ab Montag' })).toBeInTheDocument();
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
  expect(calls('PUT')).toEqual([['/api/news/1', { title: 'Ladezeiten ab Montag', content: 'Text 1' }]]);
  expect(fetchMock).toHaveBeenCalledWith('/api/news/desk?page=2', expect.anything());
});

test('a delete that fails says so and keeps the item; one deleted meanwhile says it is gone', async () => {
  const refusals = [
    answer(500, { code: 'internal', message: 'technical_error', requestId: 'r' }),
    answer(404, { code: 'not_found', message: 'news_not_found', requestId: 'r' }),
  ];
  renderDesk(() => refusals.shift()!);
  const [first] = await screen.findAllByTestId('news-item');
  await userEvent.click(within(first).getByRole('button', { name: 'Löschen' }));
  const dialog = screen.getByRole('alertdialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Die Meldung konnte nicht gelöscht werden.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
  await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Diese Meldung gibt es nicht mehr.'));
  expect(screen.getAllByTestId('news-item')).toHaveLength(20);
  expect(calls('DELETE')).toEqual([
    ['/api/news/21', undefined],
    ['/api/news/21', undefined],
  ]);
});
