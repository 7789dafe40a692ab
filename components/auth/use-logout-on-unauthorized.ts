'use client';

import { useEffect } from 'react';
import { loginUrl } from '@/lib/access/login-url';
import { findRoute } from '@/lib/access/routes';
import { whenUnauthorized } from '@/lib/api/fetch-client';
import { endBrowserSession } from './end-browser-session';

/**
 * platform-shell 8: a 401 on any call of a signed-in page, of either layout (a session ended
 * elsewhere: blocked, password changed, expired), logs the user out and goes to /login, which says
 * that the session ended. A public page (login, password reset, logout) has no session to end and
 * shows its own refusal.
 */
export function useLogoutOnUnauthorized() {
  useEffect(
    () =>
      whenUnauthorized(() => {
        if (!findRoute(window.location.pathname).public) void endBrowserSession(loginUrl({ ended: true }));
      }),
    [],
  );
}
