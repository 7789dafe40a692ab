/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { publicBrand } from '@/brands';
import { fuelmarket } from '@/brands/fuelmarket';
import { BrandProvider } from '@/components/providers/brand-context';
import { ApiError } from '@/lib/api/fetch-client';
import { readSession, writeSession } from '@/lib/client/session-store';
import de from '@/messages/de.json';
import { signInWithCredentials } from './credentials-sign-in';
import { LoginForm } from './login-form';
import { storeSession } from './store-session';

jest.mock('next/navigation', () => ({ useRouter: () => ({ replace: jest.fn(), refresh: jest.fn() }) }));
jest.mock('./credentials-sign-in', () => ({ fetchCsrfToken: jest.fn(async () => 'csrf'), signInWithCredentials: jest.fn() }));
jest.mock('./store-session', () => ({ storeSession: jest.fn() }));
const signIn = jest.mocked(signInWithCredentials);

beforeEach(() => {
  signIn.mockReset();
  window.sessionStorage.clear();
  // Nobody is signed in: the session check answers 401.
  jest.mocked(storeSession).mockRejectedValue(new ApiError(401, { code: 'unauthorized' }));
});

function renderLogin(ended = false) {
  render(
    <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
      <BrandProvider value={publicBrand(fuelmarket)}>
        <LoginForm callbackUrl="/" ended={ended} />
      </BrandProvider>
    </NextIntlClientProvider>,
  );
}

const sessionEnded = 'Ihre Sitzung ist abgelaufen oder wurde beendet. Bitte melden Sie sich erneut an.';

describe('the ended session', () => {
  it('is named when the guard sent the user here with the flag', async () => {
    renderLogin(true);
    expect(await screen.findByText(sessionEnded)).toBeInTheDocument();
  });

  it('is named when this tab still held a session the server no longer knows, and that session is dropped', async () => {
    writeSession({ accountType: 'BUYER', roles: [], features: [] });
    renderLogin();
    expect(await screen.findByText(sessionEnded)).toBeInTheDocument();
    expect(readSession()).toBeNull();
  });

  it('is not mentioned on a plain visit', async () => {
    renderLogin();
    expect(await screen.findByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.queryByText(sessionEnded)).not.toBeInTheDocument();
  });
});

it("sends e-mail and password, if the page's script has not run yet, as a POST, never in the address", async () => {
  renderLogin();
  const submit = await screen.findByRole('button', { name: 'Anmelden' });
  expect(submit.closest('form')).toHaveAttribute('method', 'post');
});

describe('the one-time code', () => {
  async function toCodeStep() {
    const user = userEvent.setup();
    renderLogin();
    await user.type(await screen.findByLabelText(/E-Mail-Adresse/), 'twofactor@demo.fuel');
    await user.type(screen.getByLabelText(/^Passwort/), 'Demo-Passw0rd');
    signIn.mockResolvedValueOnce({ ok: false, error: 'code_required' });
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await screen.findByLabelText(/Einmalcode/);
    return user;
  }

  it('after a wrong code, "Neuen Code anfordern" asks for a new code with e-mail and password and no code', async () => {
    const user = await toCodeStep();
    signIn.mockResolvedValueOnce({ ok: false, error: 'code_invalid' });
    await user.type(screen.getByLabelText(/Einmalcode/), '123456');
    await user.click(screen.getByRole('button', { name: 'Code bestätigen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Der Code ist falsch oder abgelaufen. Fordern Sie mit „Neuen Code anfordern“ einen neuen an.');

    signIn.mockResolvedValueOnce({ ok: false, error: 'code_required' });
    await user.click(screen.getByRole('button', { name: 'Neuen Code anfordern' }));
    expect(signIn).toHaveBeenLastCalledWith('csrf', { email: 'twofactor@demo.fuel', password: 'Demo-Passw0rd' });
    expect(await screen.findByText(/Wir haben Ihnen einen neuen Einmalcode per E-Mail geschickt/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Einmalcode/)).toHaveValue('');
  });

  it('shows why a new code was refused', async () => {
    const user = await toCodeStep();
    signIn.mockResolvedValueOnce({ ok: false, error: 'too_many_requests' });
    await user.click(screen.getByRole('button', { name: 'Neuen Code anfordern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(de.errors.too_many_requests);
    expect(screen.queryByText(/neuen Einmalcode/)).not.toBeInTheDocument();
  });
});

it("the lockout names its end in the user's time zone and how to unlock at once: a password reset, not an administrator", async () => {
  const user = userEvent.setup();
  renderLogin();
  await user.type(await screen.findByLabelText(/E-Mail-Adresse/), 'admin@demo.fuel');
  await user.type(screen.getByLabelText(/^Passwort/), 'wrong');
  // 09:15 UTC in January is 10:15 in Berlin, the zone the provider is set to.
  signIn.mockResolvedValueOnce({ ok: false, error: 'login_locked', until: '2026-01-10T09:15:00.000Z' });
  await user.click(screen.getByRole('button', { name: 'Anmelden' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('bis 10.01.2026, 10:15 gesperrt');
  expect(alert).toHaveTextContent('Setzen Sie Ihr Passwort zurück, um ihn sofort wieder freizuschalten');
  expect(alert).not.toHaveTextContent(/Administrator/);
  expect(screen.getByRole('link', { name: 'Passwort zurücksetzen' })).toHaveAttribute('href', '/passwort/reset');
});
