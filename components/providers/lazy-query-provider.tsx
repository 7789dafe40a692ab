'use client';

import { lazy, Suspense, type ReactNode } from 'react';

const QueryProvider = lazy(() => import('./query-provider').then((m) => ({ default: m.QueryProvider })));

/**
 * The signed-in pages' query cache, loaded apart from the shell: a page whose first screen asks
 * nothing through it (the dashboard) does not wait for TanStack Query. The server renders the page
 * whole; the browser shows that until the cache's code has arrived.
 */
export function LazyQueryProvider({ children }: { children: ReactNode }) {
  return (
    <Suspense>
      <QueryProvider>{children}</QueryProvider>
    </Suspense>
  );
}
