'use client';

import { useEffect } from 'react';
import { loginUrl } from '@/lib/access/login-url';
import { readSession } from '@/lib/client/session-store';
import { endBrowserSession } from './end-browser-session';
import { storeSession } from './store-session';

/**
 * platform-shell 2: on a protected route without a stored session (a new tab, a reload after the
 * browser dropped session storage) the session is restored from the server; failing that, the
 * session ends here too (its cookie may still be there) and the user goes to /login.
 */
export function useSessionRestore() {
  useEffect(() => {
    if (readSession()) return;
    storeSession().catch(() => void endBrowserSession(loginUrl({ ended: true })));
  }, []);
}
