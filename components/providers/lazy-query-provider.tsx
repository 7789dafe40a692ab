'use client';

import { lazy, type ReactNode } from 'react';

const QueryProvider = lazy(() => import('./query-provider').then((m) => ({ default: m.QueryProvider })));

/**
 * The signed-in pages' query cache, loaded apart from the shell: a page whose first screen asks
 * nothing through it (the dashboard) does not wait for TanStack Query. No Suspense boundary of its
 * own: the server waits for the module before it sends the page (a page's notFound or redirect
 * inside a boundary would be answered 200 and left to the browser), and the browser keeps the
 * server's page until the cache's code has arrived.
 */
export function LazyQueryProvider({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
