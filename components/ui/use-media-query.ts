'use client';

import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the window matches a media query, following it as the window is resized. False on the
 * server and where there is no window (tests), so use it for what renders after the page's data
 * has arrived, or the first paint changes under the user.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    [query],
  );
  return useSyncExternalStore(
    typeof matchMedia === 'function' ? subscribe : () => () => undefined,
    () => typeof matchMedia === 'function' && matchMedia(query).matches,
    () => false,
  );
}
