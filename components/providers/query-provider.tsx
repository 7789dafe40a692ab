'use client';

import { isServer, QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { marketKeys } from '@/components/market/market-window-provider';
import { onMarketWindowReload } from '@/components/market/market-window-events';
import { targetOrderKeys } from '@/components/target-orders/target-order-keys';
import { onFill } from '@/components/target-orders/use-fill-stream';

const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } });

let browserClient: QueryClient | undefined;

/**
 * The browser's one query cache, made when the first page that fetches through it shows and kept
 * across client navigations until the page is loaded anew (every logout and ended session loads
 * the page anew). What the shell learns that concerns cached screens reaches it here: a new market
 * window's metadata, a pushed fill's target orders. On the server each render gets its own.
 */
function queryClient(): QueryClient {
  if (isServer) return newQueryClient();
  if (!browserClient) {
    const client = (browserClient = newQueryClient());
    onMarketWindowReload(() => void client.invalidateQueries({ queryKey: marketKeys.metadata }));
    onFill(() => void client.invalidateQueries({ queryKey: targetOrderKeys.all }));
  }
  return browserClient;
}

/**
 * Around the pages and lazily loaded parts that read through TanStack Query, not around the
 * signed-in layout: a page that fetches nothing through it (the dashboard's first screen) ships
 * without its code. It loads with its page, never after it: a page whose content waited for the
 * cache's code answered typing only a moment after it showed, and what was typed meanwhile was lost.
 * Inside a cache already given (a lazy part of a page that has one; a component test's own) it adds none.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const given = useContext(QueryClientContext);
  return given ? children : <QueryClientProvider client={queryClient()}>{children}</QueryClientProvider>;
}
