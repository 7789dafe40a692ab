'use client';

import { useEffect } from 'react';
import { whenUnauthorized } from '@/lib/api/fetch-client';
import { endBrowserSession } from './end-browser-session';

/** platform-shell 8: a 401 on any call (a session ended elsewhere: blocked, password changed, expired) logs the user out and goes to /login. */
export function useLogoutOnUnauthorized() {
  useEffect(() => whenUnauthorized(() => void endBrowserSession('/login')), []);
}
