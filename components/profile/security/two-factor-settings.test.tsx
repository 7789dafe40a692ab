/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import de from '@/messages/de.json';
import { answer, mockFetch } from '@/tests/helpers/fetch-mock';
import { TwoFactorSettings } from './two-factor-settings';

const t = de.profile.twoFactor;
const fetchMock = mockFetch();

/** The server as the form meets it: the state, then answers by path; the bodies sent are kept. */
function setup(state: { enabled: boolean; required: boolean }, answers: Record<string, ReturnType<typeof answer>> = {}, isAdmin = false) {
  fetchMock.mockImplementation(async (path: string, init: RequestInit) =>
    init.method && init.method !== 'GET' ? (answers[`${init.method} ${path}`] ?? answer(500, {})) : answer(200, state),
  );
  render(
    <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
        <TwoFactorSettings isAdmin={isAdmin} />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}
const sent = (method: string, path: string) =>
  fetchMock.mock.calls.filter(([p, init]) => p === path && init.method === method).map(([, init]) => JSON.parse(init.body as string));

test('turning it on takes the current password, then the mailed code', async () => {
  setup(
    { enabled: false, required: false },
    {
      'POST /api/user/two-factor/code': answer(200, { sent: true }),
      'PUT /api/user/two-factor': answer(200, { enabled: true, required: false }),
    },
  );
  expect(await screen.findByTestId('two-factor-state')).toHaveTextContent(t.stateOff);
  await userEvent.click(screen.getByRole('button', { name: t.turnOn }));
  await userEvent.type(screen.getByLabelText(t.currentPassword, { exact: false }), 'Demo-Passw0rd');
  await userEvent.click(screen.getByRole('button', { name: t.sendCode }));
  expect(sent('POST', '/api/user/two-factor/code')).toEqual([{ currentPassword: 'Demo-Passw0rd' }]);

  await userEvent.type(await screen.findByLabelText(t.code, { exact: false }), '12345');
  await userEvent.click(screen.getByRole('button', { name: t.confirmOn }));
  expect(screen.getByText(de.validation.code_format)).toBeInTheDocument();
  expect(sent('PUT', '/api/user/two-factor')).toEqual([]);

  await userEvent.type(screen.getByLabelText(t.code, { exact: false }), '6');
  await userEvent.click(screen.getByRole('button', { name: t.confirmOn }));
  expect(sent('PUT', '/api/user/two-factor')).toEqual([{ enabled: true, currentPassword: 'Demo-Passw0rd', code: '123456' }]);
  expect(await screen.findByText(t.turnedOn)).toBeInTheDocument();
  expect(screen.getByTestId('two-factor-state')).toHaveTextContent(t.stateOn);
  expect(screen.getByRole('button', { name: t.turnOff })).toBeInTheDocument();
});

test('a wrong password is shown at its field and no code is asked for', async () => {
  setup(
    { enabled: true, required: false },
    {
      'POST /api/user/two-factor/code': answer(400, { code: 'validation', message: 'validation_failed', fields: { currentPassword: 'wrong_password' } }),
    },
  );
  await userEvent.click(await screen.findByRole('button', { name: t.turnOff }));
  await userEvent.type(screen.getByLabelText(t.currentPassword, { exact: false }), 'falsch');
  await userEvent.click(screen.getByRole('button', { name: t.sendCode }));
  expect(await screen.findByText(de.errors.wrong_password)).toBeInTheDocument();
  expect(screen.queryByLabelText(t.code, { exact: false })).toBeNull();
});

test('while the company requires it, it is on and cannot be turned off', async () => {
  setup({ enabled: false, required: true });
  expect(await screen.findByTestId('two-factor-state')).toHaveTextContent(t.stateOn);
  expect(screen.getByText(t.requiredByCompany)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: t.turnOff })).toBeNull();
  expect(screen.queryByRole('checkbox', { name: t.requireForCompany })).toBeNull();
});

test('a company admin requires it of the whole company', async () => {
  setup({ enabled: false, required: false }, { 'PUT /api/account/two-factor': answer(200, { required: true }) }, true);
  const box = await screen.findByRole('checkbox', { name: t.requireForCompany });
  expect(box).not.toBeChecked();
  await userEvent.click(box);
  expect(sent('PUT', '/api/account/two-factor')).toEqual([{ required: true }]);
  expect(await screen.findByText(t.requiredByCompany)).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: t.requireForCompany })).toBeChecked();
});
