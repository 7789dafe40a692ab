'use client';

import { useEffect } from 'react';
import { whenUnauthorized } from '@/lib/api/fetch-client';

/**
 * platform-shell 8: a 401 on any call of a signed-in page, of either layout (a session ended
 * elsewhere: blocked, password changed, expired), logs the user out and goes to /login, which says
 * that the session ended. A public page (login, password reset, logout) has no session to end and
 * shows its own refusal. What decides and ends it (the route table among it) loads only on a 401,
 * so it weighs on no page's first load.
 */
export function useLogoutOnUnauthorized() {
  useEffect(
    () =>
      whenUnauthorized(() => {
        void import('./end-session-if-signed-in').then(({ endSessionIfSignedIn }) => endSessionIfSignedIn(window.location.pathname));
      }),
    [],
  );
}
