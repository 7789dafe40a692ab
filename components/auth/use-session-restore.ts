'use client';

import { useEffect } from 'react';
import { readSession } from '@/lib/client/session-store';
import { storeSession } from './store-session';

/**
 * platform-shell 2: on a protected route without a stored session (a new tab, a reload after the
 * browser dropped session storage) the session is restored from the server; failing that, /login.
 */
export function useSessionRestore() {
  useEffect(() => {
    if (readSession()) return;
    storeSession().catch(() => window.location.assign('/login'));
  }, []);
}
