/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import de from '@/messages/de.json';
import { answer, mockFetch } from '@/tests/helpers/fetch-mock';
import { renderScreen } from '@/tests/helpers/render-screen';
import { MySellers } from './my-sellers';

/** My sellers (trading-domain 2): the buyer's request of a seller is idempotent, so trying again after a lost answer does not fail. */
const fetchMock = mockFetch();

const UNRELATED = { _id: null, other: { id: 40, name: 'Nordsee Mineralöl AG', status: 'DISABLED', additivesEnabled: false }, requestedAt: null };
const posts = () =>
  fetchMock.mock.calls.filter(([, init]) => init.method === 'POST').map(([, init]) => [init.headers['idempotency-key'], JSON.parse(init.body)]);

/** GETs answer the list with the seller unrelated; POSTs answer in turn from `postAnswers` (an Error is a lost answer). */
function renderSellers(postAnswers: (ReturnType<typeof answer> | Error)[]) {
  fetchMock.mockImplementation(async (_path: string, init: RequestInit) => {
    if (init.method !== 'POST') return answer(200, { relationships: [UNRELATED] });
    const next = postAnswers.shift()!;
    if (next instanceof Error) throw next;
    return next;
  });
  renderScreen(<MySellers title="Meine Verkäufer" />);
}

async function requestSeller(message: string) {
  await userEvent.click(within(await screen.findByTestId('seller-40')).getByRole('button', { name: 'Freischaltung anfragen' }));
  if (message) await userEvent.type(screen.getByLabelText('Nachricht (optional)'), message);
  await userEvent.click(screen.getByTestId('message-confirm'));
}

test('a request whose answer was lost, tried again, sends the same Idempotency-Key, so the server replays it', async () => {
  const lost = new TypeError('Failed to fetch');
  renderSellers([lost, lost, answer(201, { relationship: { ...UNRELATED, _id: 9 } })]);
  await requestSeller('Bitte um Freischaltung');
  expect(await screen.findByTestId('notice-failed')).toBeInTheDocument();
  await requestSeller('Bitte um Freischaltung');
  await waitFor(() => expect(posts()).toHaveLength(3));
  const keys = posts().map(([key]) => key);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  // The fetch client's own retry and the user's second try carry the first key.
  expect(new Set(keys).size).toBe(1);
  expect(posts()[2][1]).toEqual({ sellerAccountId: 40, message: 'Bitte um Freischaltung' });
});

test('after an answer, success or refusal, the next request is a new attempt with a new key', async () => {
  renderSellers([
    answer(409, { code: 'conflict', message: 'relationship_already_requested', requestId: 'r' }),
    answer(201, { relationship: { ...UNRELATED, _id: 9 } }),
  ]);
  await requestSeller('');
  expect(await screen.findByTestId('notice-failed')).toBeInTheDocument();
  await requestSeller('');
  await waitFor(() => expect(posts()).toHaveLength(2));
  const [[first], [second]] = posts();
  expect(first).toEqual(expect.any(String));
  expect(second).not.toBe(first);
});

test('a request that went through says so in a notice, naming the seller', async () => {
  renderSellers([answer(201, { relationship: { ...UNRELATED, _id: 9 } })]);
  await requestSeller('');
  expect(await screen.findByTestId('notice-saved')).toHaveTextContent('Freischaltung bei Nordsee Mineralöl AG angefragt.');
});

test('ending a relationship asks first, names what it means, and a notice says it is ended', async () => {
  const related = { ...UNRELATED, _id: 9, other: { ...UNRELATED.other, status: 'ENABLED' } };
  fetchMock.mockImplementation(async (_path: string, init: RequestInit) =>
    init.method === 'DELETE' ? answer(200, { relationship: UNRELATED }) : answer(200, { relationships: [related] }),
  );
  renderScreen(<MySellers title="Meine Verkäufer" />);
  await userEvent.click(within(await screen.findByTestId('seller-40')).getByRole('button', { name: de.relationships.cancel }));
  const dialog = screen.getByRole('dialog');
  expect(dialog).toHaveTextContent('Die Geschäftsbeziehung mit Nordsee Mineralöl AG beenden?');
  expect(fetchMock.mock.calls.filter(([, init]) => init.method === 'DELETE')).toHaveLength(0);
  await userEvent.click(within(dialog).getByRole('button', { name: de.common.confirm }));
  expect(await screen.findByTestId('notice-saved')).toHaveTextContent('Geschäftsbeziehung mit Nordsee Mineralöl AG beendet.');
  expect(fetchMock.mock.calls.filter(([, init]) => init.method === 'DELETE')).toHaveLength(1);
});
