/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import de from '@/messages/de.json';
import type { OperatorUserDto } from '@/lib/operator/schemas';
import { answer, mockFetch } from '@/tests/helpers/fetch-mock';
import { renderScreen } from '@/tests/helpers/render-screen';
import { AccountUsers } from './account-users';

const fetchMock = mockFetch();

const anna: OperatorUserDto = {
  id: 12,
  email: 'anna@example.com',
  salutation: 'Frau',
  firstName: 'Anna',
  lastName: 'Berg',
  isAdmin: false,
  blocked: false,
  blockedByOperator: false,
  locked: false,
  passwordSet: true,
  createdAt: '2026-11-02T09:00:00.000Z',
};

/** The users of account 4; a PUT answers with the user as `changed` makes it. */
function serve(users: OperatorUserDto[], changed: Partial<OperatorUserDto>) {
  fetchMock.mockImplementation(async (_url: string, init?: RequestInit) => {
    if (init?.method === 'PUT') return answer(200, { user: { ...users[0], ...changed } });
    return answer(200, { users });
  });
}
const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

test('blocking a user asks first, says what happens, calls the server only on "Sperren", and a notice says it is done', async () => {
  const user = userEvent.setup();
  serve([anna], { blocked: true, blockedByOperator: true });
  renderScreen(<AccountUsers accountId={4} />);
  await user.click(await screen.findByRole('button', { name: de.operator.userBlock }));
  const confirm = screen.getByRole('dialog', { name: de.operator.userBlock });
  expect(confirm).toHaveTextContent('Anna Berg sperren? Die Anmeldung endet sofort');
  expect(puts()).toHaveLength(0);
  await user.click(within(confirm).getByRole('button', { name: de.operator.userBlock }));
  await waitFor(() => expect(puts()).toHaveLength(1));
  expect(puts()[0][0]).toBe('/api/operator/users/12');
  expect(JSON.parse(puts()[0][1].body)).toEqual({ blocked: true });
  expect(await screen.findByTestId('notice-saved')).toHaveTextContent('Anna Berg ist gesperrt.');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

test('"Abbrechen" in the question blocks no one', async () => {
  const user = userEvent.setup();
  serve([anna], {});
  renderScreen(<AccountUsers accountId={4} />);
  await user.click(await screen.findByRole('button', { name: de.operator.userBlock }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: de.common.cancel }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(puts()).toHaveLength(0);
});

test('an unblock needs no question and a notice says it is done', async () => {
  const user = userEvent.setup();
  serve([{ ...anna, blocked: true, blockedByOperator: true }], { blocked: false, blockedByOperator: false });
  renderScreen(<AccountUsers accountId={4} />);
  await user.click(await screen.findByRole('button', { name: de.operator.userUnblock }));
  expect(await screen.findByTestId('notice-saved')).toHaveTextContent('Anna Berg ist entsperrt.');
  expect(JSON.parse(puts()[0][1].body)).toEqual({ blocked: false });
});
