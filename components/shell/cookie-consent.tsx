'use client';

import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useOpenedOnce } from '@/components/ui/use-opened-once';
import { consentCookie, readConsent, type Consent } from '@/lib/cookies/consent';
import { Analytics } from './analytics';

// Loaded when there is no choice yet: a signed-in user has mostly made one. The banner shows only
// once the cookie was read after hydration anyway, so it waits for no more than its own chunk.
const CookieBanner = lazy(() => import('./cookie-banner').then((m) => ({ default: m.CookieBanner })));
// Loaded when first opened: most visits never open the settings.
const CookieSettingsModal = lazy(() => import('./cookie-settings-modal').then((m) => ({ default: m.CookieSettingsModal })));

interface CookieConsentState {
  /** undefined until the cookie was read in the browser; null when no choice was made yet. */
  consent: Consent | null | undefined;
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

/** Holds the cookie choice for the page: banner, settings modal (also opened from the footer), analytics. */
export function CookieConsentProvider({ children }: { children: ReactNode }) {
  // The cookie as an outside store: undefined while rendering on the server and hydrating, so both
  // renders agree; read from the cookie after that.
  const consent = useSyncExternalStore<Consent | null | undefined>(
    subscribeToConsent,
    () => readConsent(document.cookie),
    () => undefined,
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
      {consent === null && !settingsOpen && (
        <Suspense fallback={null}>
          <CookieBanner onChoose={choose} onSettings={openSettings} />
        </Suspense>
      )}
      {settingsMounted && (
        <Suspense fallback={null}>
          <CookieSettingsModal open={settingsOpen} current={consent ?? null} onCancel={() => setSettingsOpen(false)} onConfirm={choose} />
        </Suspense>
      )}
      <Analytics consent={consent} />
    </CookieConsentContext.Provider>
  );
}
