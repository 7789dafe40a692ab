'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { onMarketWindowReload } from '@/components/market/market-window-events';
import { useProblemText } from '@/components/ui/use-problem-text';
import { apiFetch } from '@/lib/api/fetch-client';
import { volumesShown } from '@/lib/format/number';
import { weekdaySpans } from '@/lib/triggers/domain/trigger-rules';
import type { listTriggerContracts } from '@/lib/triggers/list-contracts';
import type { listTriggerOrders } from '@/lib/triggers/list-trigger-orders';

export type TriggerContractDto = Awaited<ReturnType<typeof listTriggerContracts>>['contracts'][number];
export type TriggerOrdersDto = Awaited<ReturnType<typeof listTriggerOrders>>;

export const triggerKeys = {
  contracts: ['trigger-contracts'] as const,
  orders: (query: string) => ['trigger-orders', query] as const,
  allOrders: ['trigger-orders'] as const,
};

/** The caller's contracts; a new market window brings new trigger prices, so they are read again. */
export function useTriggerContracts() {
  const queryClient = useQueryClient();
  useEffect(() => onMarketWindowReload(() => void queryClient.invalidateQueries({ queryKey: triggerKeys.contracts })), [queryClient]);
  return useQuery({
    queryKey: triggerKeys.contracts,
    queryFn: ({ signal }) => apiFetch<{ windowId: number | null; contracts: TriggerContractDto[] }>('/api/triggers/contracts', { signal }),
  });
}

/** Trigger orders are read again every 30 s, as the spot orders' newest date is: a seller sees a new trigger without reloading. */
const TRIGGER_POLL_MS = 30_000;

/** A page of trigger orders; as with spot orders, the last page and its filter options stay while another filter loads. */
export function useTriggerOrders(query: string) {
  return useQuery({
    queryKey: triggerKeys.orders(query),
    queryFn: ({ signal }) => apiFetch<TriggerOrdersDto>(`/api/triggers/orders?${query}`, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: TRIGGER_POLL_MS,
  });
}

/** A write of the trigger desk; contracts and orders are read again after it. */
export function useTriggerWrite<T, R = unknown>(write: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: triggerKeys.contracts });
      void queryClient.invalidateQueries({ queryKey: triggerKeys.allOrders });
    },
  });
}

/** Trigger days as the desk writes them, consecutive ones as a run: "Mo–Fr", "Mo, Mi–Fr". */
export function useWeekdaysText() {
  const t = useTranslations('triggers');
  const day = (d: number) => t(`weekdays.${WEEKDAYS[d - 1]}`);
  return (weekdays: number[]) =>
    weekdaySpans(weekdays)
      .map(([first, last]) => (first === last ? day(first) : `${day(first)}–${day(last)}`))
      .join(', ');
}

const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;

/** The values of a trigger refusal's message from its data: volumes in the reader's format, its trigger days named. */
export function useRefusalValues() {
  const locale = useLocale();
  const weekdaysText = useWeekdaysText();
  return (data: Record<string, unknown> | null | undefined) => {
    const weekdays = data?.weekdays;
    return { ...volumesShown(data ?? undefined, locale), ...(Array.isArray(weekdays) && { days: weekdaysText(weekdays) }) };
  };
}

/** The text of a refused write: its catalogued text with its data (volumes in the reader's format, trigger days named), or `fallback` (the generic trigger failure). */
export function useRefusalText(fallback: 'trigger_failed' | 'technical_error' = 'trigger_failed') {
  const problemText = useProblemText();
  const values = useRefusalValues();
  return (error: unknown) => problemText(error, { values, fallback });
}
