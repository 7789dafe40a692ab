'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { marketKeys } from '@/components/market/market-window-provider';
import { onMarketWindowReload } from '@/components/market/market-window-events';
import { targetOrderKeys } from '@/components/target-orders/target-order-keys';
import { onFill } from '@/components/target-orders/use-fill-stream';

/**
 * One query cache for the signed-in pages; it lives as long as their layout does. The shell around
 * it works without it (its badges and the market window read on their own); what the shell learns
 * that concerns cached screens reaches them here: a new market window's metadata, a pushed fill's
 * target orders. It loads with the page, not after it: a page whose content waited for the cache's
 * code answered clicks and typing only a moment after it showed, and what was typed meanwhile was
 * lost.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } }));
  useEffect(() => onMarketWindowReload(() => void queryClient.invalidateQueries({ queryKey: marketKeys.metadata })), [queryClient]);
  useEffect(() => onFill(() => void queryClient.invalidateQueries({ queryKey: targetOrderKeys.all })), [queryClient]);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
