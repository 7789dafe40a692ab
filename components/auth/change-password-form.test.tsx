/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import de from '@/messages/de.json';
import { ApiError, apiFetch } from '@/lib/api/fetch-client';
import { ChangePasswordForm } from './change-password-form';

jest.mock('@/lib/api/fetch-client', () => {
  const actual = jest.requireActual('@/lib/api/fetch-client');
  return { ...actual, apiFetch: jest.fn() };
});
const api = jest.mocked(apiFetch);

function renderForm() {
  render(
    <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
      <ChangePasswordForm />
    </NextIntlClientProvider>,
  );
  const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`));
  return {
    current: field('Aktuelles Passwort'),
    next: field('Neues Passwort$|Neues Passwort \\*'),
    repeat: field('Neues Passwort wiederholen'),
    submit: screen.getByRole('button', { name: 'Passwort ändern' }),
  };
}

beforeEach(() => api.mockReset());

describe('ChangePasswordForm', () => {
  it('checks the policy before calling the server', async () => {
    const user = userEvent.setup();
    const f = renderForm();
    await user.type(f.current, 'Test-Passw0rd');
    await user.type(f.next, 'ädemo-pass1');
    await user.type(f.repeat, 'ädemo-pass1');
    await user.click(f.submit);
    expect(await screen.findByText(de.validation.password_needs_uppercase)).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it('says when the two new entries differ', async () => {
    const user = userEvent.setup();
    const f = renderForm();
    await user.type(f.current, 'Test-Passw0rd');
    await user.type(f.next, 'Neues-Passw0rt');
    await user.type(f.repeat, 'Neues-Passw0rx');
    await user.click(f.submit);
    expect(await screen.findByText(de.validation.passwords_do_not_match)).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it('shows the server answer "wrong_password" at the current-password field', async () => {
    api.mockRejectedValue(new ApiError(400, { message: 'validation_failed', fields: { currentPassword: 'wrong_password' } }));
    const user = userEvent.setup();
    const f = renderForm();
    await user.type(f.current, 'Falsch-Passw0rt');
    await user.type(f.next, 'Neues-Passw0rt');
    await user.type(f.repeat, 'Neues-Passw0rt');
    await user.click(f.submit);
    expect(await screen.findByText(de.errors.wrong_password)).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith('/api/user/password', {
      method: 'PUT',
      body: { currentPassword: 'Falsch-Passw0rt', newPassword: 'Neues-Passw0rt', confirmPassword: 'Neues-Passw0rt' },
    });
  });

  it('confirms the change and empties the fields', async () => {
    api.mockResolvedValue({ success: true });
    const user = userEvent.setup();
    const f = renderForm();
    await user.type(f.current, 'Test-Passw0rd');
    await user.type(f.next, 'Neues-Passw0rt');
    await user.type(f.repeat, 'Neues-Passw0rt');
    await user.click(f.submit);
    expect(await screen.findByText(de.auth.changeDone)).toBeInTheDocument();
    expect(f.current).toHaveValue('');
    expect(f.next).toHaveValue('');
  });
});
