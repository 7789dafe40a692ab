'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { changeBadge } from '@/components/shell/badge-events';
import { apiFetch } from '@/lib/api/fetch-client';
import type { MarketOfferDto } from '@/lib/market/to-market-offer';
import type { TargetOrderBody, TargetOrderDto } from '@/lib/target-orders/schemas';
import { targetOrderKeys } from './target-order-keys';

export function useTargetOrders() {
  return useQuery({
    queryKey: targetOrderKeys.list(),
    queryFn: ({ signal }) => apiFetch<{ targetOrders: TargetOrderDto[] }>('/api/target-orders', { signal }),
    // A fill comes with a market window: the list shows it without a reload.
    refetchInterval: 30_000,
  });
}

/**
 * The buyer's best price now for the product (at the terminals chosen): the market's own answer,
 * cheapest first, so it is the price the buyer would pay with the buy button.
 */
export function useBestPrice(productId: number | null, terminalIds: number[]) {
  return useQuery({
    queryKey: targetOrderKeys.bestPrice(productId ?? 0, terminalIds),
    enabled: productId !== null,
    queryFn: async ({ signal }) => {
      const terminals = terminalIds.length ? `&terminalIds=${terminalIds.join(',')}` : '';
      const answer = await apiFetch<{ market: { offers: MarketOfferDto[] } }>(`/api/v2/offers?productIds=${productId}${terminals}&sortBy=price&sortType=asc`, {
        signal,
      });
      return answer.market.offers[0]?.price ?? null;
    },
  });
}

function useReloadAfter<V, R>(mutationFn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // A list load under way may have read before this change: drop it and load afresh.
    onSettled: async () => {
      await queryClient.cancelQueries({ queryKey: targetOrderKeys.list() });
      await queryClient.invalidateQueries({ queryKey: targetOrderKeys.list() });
    },
  });
}

export function useCreateTargetOrderMutation() {
  return useReloadAfter((input: TargetOrderBody) =>
    apiFetch<{ id: number; version: number }>('/api/target-orders', { method: 'POST', body: input, idempotent: true }),
  );
}

export function useSaveTargetOrderMutation() {
  return useReloadAfter(({ id, body }: { id: number; body: TargetOrderBody & { version: number } }) =>
    apiFetch<{ id: number; version: number }>(`/api/target-orders/${id}`, { method: 'PUT', body }),
  );
}

export function useCancelTargetOrderMutation() {
  return useReloadAfter(({ id, version }: { id: number; version: number }) =>
    apiFetch<{ id: number; version: number }>(`/api/target-orders/${id}?version=${version}`, { method: 'DELETE' }),
  );
}

/** The screen showed these fills: they leave the menu's badge (its count is the answer). */
export function useMarkFillsSeen() {
  return useMutation({
    mutationFn: (orderIds: number[]) => apiFetch<{ count: number }>('/api/target-orders/fills/seen', { method: 'POST', body: { orderIds } }),
    onSuccess: (answer) => changeBadge({ kind: 'targetFills', count: answer.count }),
  });
}
