/** @jest-environment jsdom */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { publicBrand, type PublicBrand } from '@/brands';
import { fuelmarket } from '@/brands/fuelmarket';
import { BrandProvider } from '@/components/providers/brand-context';
import de from '@/messages/de.json';
import { Analytics, ANALYTICS_SCRIPT_ID } from './analytics';
import { CookieConsentProvider, useCookieConsent } from './cookie-consent';

const SCRIPT = '/analytics/brand.js';
const withScript: PublicBrand = { ...publicBrand(fuelmarket), analyticsScriptUrl: SCRIPT };

function wrap(children: ReactNode, brand: PublicBrand = withScript) {
  return (
    <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
      <BrandProvider value={brand}>{children}</BrandProvider>
    </NextIntlClientProvider>
  );
}

function FooterLink() {
  const { openSettings } = useCookieConsent();
  return <button onClick={openSettings}>Cookie-Einstellungen öffnen</button>;
}

function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

const consentCookie = () =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith('cookie_consent='))
    ?.split('=')[1];
const analyticsScript = () => document.getElementById(ANALYTICS_SCRIPT_ID) as HTMLScriptElement | null;

beforeEach(() => {
  clearCookies();
  document.head.innerHTML = '';
});

describe('cookie banner', () => {
  it('accept stores "analytical" and loads the analytics script', async () => {
    render(wrap(<CookieConsentProvider initial={null}>page</CookieConsentProvider>));
    const banner = await screen.findByTestId('cookie-banner');
    expect(analyticsScript()).toBeNull();
    await userEvent.click(within(banner).getByRole('button', { name: 'Akzeptieren' }));
    expect(consentCookie()).toBe('analytical');
    expect(screen.queryByTestId('cookie-banner')).not.toBeInTheDocument();
    expect(analyticsScript()?.getAttribute('src')).toBe(SCRIPT);
    expect(analyticsScript()?.dataset.anonymizeIp).toBe('true');
  });

  it('decline stores "necessary" and loads nothing', async () => {
    render(wrap(<CookieConsentProvider initial={null}>page</CookieConsentProvider>));
    await userEvent.click(within(await screen.findByTestId('cookie-banner')).getByRole('button', { name: 'Ablehnen' }));
    expect(consentCookie()).toBe('necessary');
    expect(screen.queryByTestId('cookie-banner')).not.toBeInTheDocument();
    expect(analyticsScript()).toBeNull();
  });

  it('does not show again once a choice is stored', async () => {
    document.cookie = 'cookie_consent=necessary; Path=/';
    render(wrap(<CookieConsentProvider initial={null}>page</CookieConsentProvider>));
    await act(async () => undefined);
    expect(screen.queryByTestId('cookie-banner')).not.toBeInTheDocument();
  });

  it('a page served for a choice shows no banner, even where its script cannot read the cookie; the cookie, once it holds a choice, decides', async () => {
    const { unmount } = render(wrap(<CookieConsentProvider initial="necessary">page</CookieConsentProvider>));
    await act(async () => undefined);
    expect(screen.queryByTestId('cookie-banner')).not.toBeInTheDocument();
    unmount();
    document.cookie = 'cookie_consent=analytical; Path=/';
    render(wrap(<CookieConsentProvider initial="necessary">page</CookieConsentProvider>));
    await act(async () => undefined);
    expect(analyticsScript()?.getAttribute('src')).toBe(SCRIPT);
  });

  it('settings: necessary is always on; confirming with analytical toggled on stores "analytical"', async () => {
    render(wrap(<CookieConsentProvider initial={null}>page</CookieConsentProvider>));
    await userEvent.click(within(await screen.findByTestId('cookie-banner')).getByRole('button', { name: 'Einstellungen' }));
    const necessary = await screen.findByRole('switch', { name: /Notwendige Cookies/ });
    const analytical = screen.getByRole('switch', { name: /Analytische Cookies/ });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    expect(analytical).not.toBeChecked();
    await userEvent.click(analytical);
    await userEvent.click(screen.getByRole('button', { name: 'Auswahl bestätigen' }));
    expect(consentCookie()).toBe('analytical');
    expect(analyticsScript()).not.toBeNull();
  });

  it('settings: confirming without the toggle stores "necessary"; cancel stores nothing', async () => {
    render(wrap(<CookieConsentProvider initial={null}>page</CookieConsentProvider>));
    await userEvent.click(within(await screen.findByTestId('cookie-banner')).getByRole('button', { name: 'Einstellungen' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Abbrechen' }));
    expect(consentCookie()).toBeUndefined();
    expect(screen.getByTestId('cookie-banner')).toBeInTheDocument();

    await userEvent.click(within(screen.getByTestId('cookie-banner')).getByRole('button', { name: 'Einstellungen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Auswahl bestätigen' }));
    expect(consentCookie()).toBe('necessary');
  });

  it('the footer link reopens the settings and can withdraw consent, removing the script', async () => {
    document.cookie = 'cookie_consent=analytical; Path=/';
    render(
      wrap(
        <CookieConsentProvider initial={null}>
          <FooterLink />
        </CookieConsentProvider>,
      ),
    );
    await act(async () => undefined);
    expect(analyticsScript()).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cookie-Einstellungen öffnen' }));
    const analytical = await screen.findByRole('switch', { name: /Analytische Cookies/ });
    expect(analytical).toBeChecked();
    await userEvent.click(analytical);
    await userEvent.click(screen.getByRole('button', { name: 'Auswahl bestätigen' }));
    expect(consentCookie()).toBe('necessary');
    expect(analyticsScript()).toBeNull();
  });
});

describe('Analytics', () => {
  it.each([
    ['no choice yet', null, withScript],
    ['declined', 'necessary' as const, withScript],
    ['brand without session recording', 'analytical' as const, { ...withScript, flags: { ...withScript.flags, sessionRecording: false } }],
    ['brand without a script', 'analytical' as const, { ...withScript, analyticsScriptUrl: undefined }],
  ])('renders no script: %s', (_case, consent, brand) => {
    render(wrap(<Analytics consent={consent} />, brand));
    expect(analyticsScript()).toBeNull();
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('renders the script with analytical consent on a brand that records', () => {
    render(wrap(<Analytics consent="analytical" />));
    expect(analyticsScript()?.src).toContain(SCRIPT);
  });
});
