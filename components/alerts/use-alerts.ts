'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/fetch-client';
import type { AlertInput, PriceAlertDto } from '@/lib/alerts/schemas';

export const alertKeys = {
  all: ['alerts'] as const,
  list: () => [...alertKeys.all, 'list'] as const,
};

export function useAlerts() {
  return useQuery({ queryKey: alertKeys.list(), queryFn: ({ signal }) => apiFetch<{ alerts: PriceAlertDto[] }>('/api/alerts', { signal }) });
}

function useReloadAfter<V, R>(mutationFn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // A list load still under way may have read before this change: drop it and load afresh
    // (invalidating alone joins a first load that is still running and keeps its stale answer).
    onSettled: async () => {
      await queryClient.cancelQueries({ queryKey: alertKeys.all });
      await queryClient.invalidateQueries({ queryKey: alertKeys.all });
    },
  });
}

export function useCreateAlertMutation() {
  return useReloadAfter((input: AlertInput) => apiFetch<{ id: number }>('/api/alerts', { method: 'POST', body: input, idempotent: true }));
}

export function useDeleteAlertMutation() {
  return useReloadAfter((id: number) => apiFetch<{ success: true }>(`/api/alerts/${id}`, { method: 'DELETE' }));
}
