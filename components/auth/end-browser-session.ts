'use client';

import { clearSession } from '@/lib/client/session-store';

let ending = false;

/**
 * Ends the session in this browser, once however many callers ask: `first` (the logout audit
 * call, which may fail), next-auth's cookie, the stored account type, roles and features, and
 * local storage; then a full page load of `to`, so no data of the old session survives in memory.
 */
export async function endBrowserSession(to: string, first?: () => Promise<unknown>): Promise<void> {
  if (ending) return;
  ending = true;
  await first?.().catch(() => undefined);
  // next-auth's browser client is loaded only when a session actually ends.
  await import('next-auth/react').then(({ signOut }) => signOut({ redirect: false })).catch(() => undefined);
  clearSession();
  window.localStorage.clear();
  window.location.assign(to);
}
