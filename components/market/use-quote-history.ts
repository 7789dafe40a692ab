'use client';

import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/fetch-client';
import type { QuoteHistoryDto } from '@/lib/market-data/schemas';

export const historyKeys = {
  all: ['market', 'history'] as const,
  symbol: (symbol: string, windowId: number | undefined) => [...historyKeys.all, symbol, windowId] as const,
};

/** Today's intraday history of one symbol; the window id in the key reloads it when the window rolls. */
export function useQuoteHistory(symbol: string, windowId: number | undefined) {
  return useQuery({
    queryKey: historyKeys.symbol(symbol, windowId),
    queryFn: ({ signal }) => apiFetch<QuoteHistoryDto>(`/api/market/history?symbol=${encodeURIComponent(symbol)}`, { signal }),
    enabled: windowId !== undefined,
    placeholderData: (previous) => previous,
  });
}
