'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { apiFetch } from '@/lib/api/fetch-client';
import type { FilterSettingKey } from '@/lib/settings/schemas';
import { NO_FILTER, statsKeys, type StatsFilter } from './stats-query';
import { useMarketChange } from './use-market-change';

/**
 * The statistics of a query string (orderStatsQuery, quickRangeQuery); null asks nothing yet,
 * while the saved filter is being restored.
 */
export function useOrderStats<T>(query: string | null) {
  return useQuery({
    queryKey: statsKeys.stats(query ?? ''),
    queryFn: ({ signal }) => apiFetch<T>(`/api/orders/orderStats?${query}`, { signal }),
    enabled: query !== null,
    placeholderData: (previous) => previous,
  });
}

const SAVED_FIELDS: Record<FilterSettingKey, (keyof StatsFilter)[]> = {
  ACCOUNT_RANKING_OPTIONS: ['terminals', 'deliveryAddresses', 'products', 'dateRange', 'days'],
  PRODUCT_VOLUME_OPTIONS: ['accounts', 'terminals', 'deliveryAddresses', 'dateRange', 'days'],
};

/**
 * A view's filter, restored from the user's saved setting on load and saved on every change.
 * Null until the saved setting has been read (a failed read starts from no filter).
 */
export function useSavedFilter(key: FilterSettingKey): [StatsFilter | null, (next: StatsFilter) => void] {
  const saved = useQuery({
    queryKey: statsKeys.setting(key),
    queryFn: ({ signal }) => apiFetch<{ value: Partial<StatsFilter> | null }>(`/api/settings/${key}`, { signal }),
    staleTime: Infinity,
  });
  const [filter, setFilter] = useState<StatsFilter | null>(null);
  const loaded = saved.isSuccess || saved.isError;
  if (loaded && filter === null) setFilter({ ...NO_FILTER, ...(saved.data?.value ?? {}) });
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (next: StatsFilter) =>
      apiFetch(`/api/settings/${key}`, { method: 'PUT', body: Object.fromEntries(SAVED_FIELDS[key].map((field) => [field, next[field]])) }),
    onSuccess: (_, next) => queryClient.setQueryData(statsKeys.setting(key), { value: next }),
  });
  return [
    filter,
    (next) => {
      setFilter(next);
      save.mutate(next);
    },
  ];
}

/** The statistics load again on a new market window, and on a `live` screen on its account's orders (use-market-change.ts). */
export function useRefreshOnMarketWindow(live = false) {
  const queryClient = useQueryClient();
  const reload = useCallback(() => void queryClient.invalidateQueries({ queryKey: statsKeys.all }), [queryClient]);
  useMarketChange(reload, live);
}
