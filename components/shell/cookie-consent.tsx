'use client';

import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useOpenedOnce } from '@/components/ui/use-opened-once';
import { consentCookie, readConsent, type Consent } from '@/lib/cookies/consent';
import { Analytics } from './analytics';
// In the page's first script, not loaded apart: a lazy banner is a streamed Suspense boundary, which
// React reveals up to half a second after the first paint (the largest paint on a first visit).
import { CookieBanner } from './cookie-banner';

// Loaded when first opened: most visits never open the settings.
const CookieSettingsModal = lazy(() => import('./cookie-settings-modal').then((m) => ({ default: m.CookieSettingsModal })));

interface CookieConsentState {
  /** null while no choice was made. */
  consent: Consent | null;
  choose: (consent: Consent) => void;
  openSettings: () => void;
}

const CookieConsentContext = createContext<CookieConsentState | null>(null);

export function useCookieConsent(): CookieConsentState {
  const state = useContext(CookieConsentContext);
  if (!state) throw new Error('useCookieConsent outside CookieConsentProvider');
  return state;
}

const consentListeners = new Set<() => void>();
function subscribeToConsent(listener: () => void) {
  consentListeners.add(listener);
  return () => consentListeners.delete(listener);
}

/**
 * Holds the cookie choice for the page: banner, settings modal (also opened from the footer),
 * analytics. `initial` is the choice the request's cookie carried (read by the layout on the
 * server): the page comes with the banner or without it, so a first visit sees it with the page's
 * first paint, not once the script ran, and a visitor who chose sees none. From hydration on the
 * cookie as the script reads it decides; while it holds no choice, the page keeps the one it was
 * served with (a banner must not appear on a page rendered for a choice).
 */
export function CookieConsentProvider({ initial, children }: { initial: Consent | null; children: ReactNode }) {
  const consent = useSyncExternalStore<Consent | null>(
    subscribeToConsent,
    () => readConsent(document.cookie) ?? initial,
    () => initial,
  );
  const [settingsOpen, setSettingsOpen] = useState(false);

  const choose = useCallback((choice: Consent) => {
    document.cookie = consentCookie(choice, window.location.protocol === 'https:');
    consentListeners.forEach((listener) => listener());
    setSettingsOpen(false);
  }, []);
  const openSettings = useCallback(() => setSettingsOpen(true), []);
  const settingsMounted = useOpenedOnce(settingsOpen);
  const state = useMemo(() => ({ consent, choose, openSettings }), [consent, choose, openSettings]);

  return (
    <CookieConsentContext.Provider value={state}>
      {children}
      {consent === null && !settingsOpen && <CookieBanner onChoose={choose} onSettings={openSettings} />}
      {settingsMounted && (
        <Suspense fallback={null}>
          <CookieSettingsModal open={settingsOpen} current={consent ?? null} onCancel={() => setSettingsOpen(false)} onConfirm={choose} />
        </Suspense>
      )}
      <Analytics consent={consent} />
    </CookieConsentContext.Provider>
  );
}
