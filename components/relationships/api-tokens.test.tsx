/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import de from '@/messages/de.json';
import { answer, mockFetch } from '@/tests/helpers/fetch-mock';
import { renderScreen } from '@/tests/helpers/render-screen';
import { ApiTokens } from './api-tokens';

const fetchMock = mockFetch();
const token = { id: 6, name: 'Warenwirtschaft', createdAt: '2026-11-20T09:00:00Z', lastUsedAt: null, revokedAt: null };
const calls = (method: string) => fetchMock.mock.calls.filter(([, init]) => init?.method === method);

function show(writeStatus = 200) {
  fetchMock.mockImplementation(async (_path: string, init?: RequestInit) => {
    if (!init?.method || init.method === 'GET') return answer(200, { apiTokens: [token] });
    if (writeStatus >= 400) return answer(writeStatus, { code: 'internal', message: 'technical_error' });
    return init.method === 'POST' ? answer(201, { token: 'fts_abc', apiToken: { ...token, id: 7, name: 'ERP' } }) : answer(200, {});
  });
  renderScreen(<ApiTokens />);
}

test('revoking a token asks first and says what follows; only the dialog’s Widerrufen revokes, and a notice says so', async () => {
  show();
  await userEvent.click(await screen.findByRole('button', { name: de.relationships.apiTokens.revoke }));
  const dialog = screen.getByRole('dialog', { name: de.relationships.apiTokens.revokeTitle });
  expect(dialog).toHaveTextContent('Den Token „Warenwirtschaft“ widerrufen? Programme, die ihn benutzen, werden ab sofort abgewiesen');
  expect(calls('DELETE')).toHaveLength(0);
  await userEvent.click(within(dialog).getByRole('button', { name: de.relationships.apiTokens.revoke }));
  await waitFor(() => expect(calls('DELETE')).toHaveLength(1));
  expect(await screen.findByTestId('notice-saved')).toHaveTextContent('Token „Warenwirtschaft“ widerrufen.');
});

test('a token without a name is not sent: the field says so', async () => {
  show();
  await screen.findByRole('button', { name: de.relationships.apiTokens.revoke });
  await userEvent.click(screen.getByRole('button', { name: de.relationships.apiTokens.create }));
  expect(await screen.findByTestId('api-token-name')).toHaveAccessibleDescription(de.relationships.errors.token_name_required);
  expect(calls('POST')).toHaveLength(0);
});

test('a created token is shown once and a notice says so', async () => {
  show();
  await userEvent.type(await screen.findByTestId('api-token-name'), 'ERP');
  await userEvent.click(screen.getByRole('button', { name: de.relationships.apiTokens.create }));
  expect(await screen.findByTestId('api-token-value')).toHaveTextContent('fts_abc');
  expect(screen.getByTestId('notice-saved')).toHaveTextContent('Token „ERP“ erstellt.');
  expect(JSON.parse(calls('POST')[0][1].body)).toEqual({ name: 'ERP' });
});

test('a refused revoke says so in a notice', async () => {
  show(500);
  await userEvent.click(await screen.findByRole('button', { name: de.relationships.apiTokens.revoke }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: de.relationships.apiTokens.revoke }));
  expect(await screen.findByTestId('notice-failed')).toHaveTextContent(de.errors.technical_error);
});
