'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useMarketStreamEvents } from '@/components/market/market-stream';
import { onMarketWindowReload } from '@/components/market/market-window-events';
import { changeBadge } from '@/components/shell/badge-events';
import { ApiError, apiFetch } from '@/lib/api/fetch-client';
import type { OrderAction } from '@/lib/orders/domain/order-status';
import { failedHistory, readHistoryResponse, type HistoryResult } from './history-response';
import { checkNewestDate } from './newest-date';

const NEWEST_POLL_MS = 30_000;
export const orderHistoryKey = ['orderHistory'] as const;

/** One page of the history; a failed load is an empty list with the status code (platform-shell 8). */
export function useOrderHistory(query: string, reloads: number, enabled = true) {
  return useQuery<HistoryResult>({
    enabled,
    queryKey: [...orderHistoryKey, query, reloads],
    queryFn: async () => {
      try {
        return readHistoryResponse(await apiFetch<unknown>(`/api/orderHistory?${query}`));
      } catch (error) {
        return failedHistory(error instanceof ApiError ? error.status : 500);
      }
    },
    placeholderData: keepPreviousData,
  });
}

/**
 * Polls the newest order date every 30 s and on a new market window; when it differs from the
 * one seen before and the table is not loading, `onChanged` refreshes the table. The screen also
 * hears of its account's new orders and status changes on the market stream (a buyer's and a
 * seller's alike) and refreshes at once; a status change moves no date, so only the stream shows
 * it without a reload.
 */
export function useNewestOrderRefresh(tableLoading: boolean, onChanged: () => void) {
  const newest = useQuery({
    queryKey: ['orderHistory', 'newest'],
    queryFn: () => apiFetch<{ date: string | null }>('/api/orderHistory/newest/date'),
    refetchInterval: NEWEST_POLL_MS,
  });
  const { refetch } = newest;
  useEffect(() => onMarketWindowReload(() => void refetch()), [refetch]);
  useMarketStreamEvents({ orders: onChanged });

  const stored = useRef<string | null | undefined>(undefined);
  const date = newest.data?.date;
  useEffect(() => {
    const check = checkNewestDate(stored.current, date, tableLoading);
    stored.current = check.stored;
    if (check.refresh) onChanged();
  }, [date, tableLoading, onChanged]);
}

/** A seller's step in the status flow; the menu badge counts INCOMPLETE orders, so it is refreshed too. */
export function useOrderAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, action, note }: { orderId: number; action: OrderAction; note?: string }) =>
      apiFetch(`/api/orders/${orderId}/actions`, { method: 'POST', body: { action, note } }),
    onSuccess: () => {
      changeBadge({ kind: 'incompleteOrders' });
      void queryClient.invalidateQueries({ queryKey: orderHistoryKey });
    },
  });
}
