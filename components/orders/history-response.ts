import type { OrderHistoryFilterOptions } from '@/lib/order-history/filter-options';
import type { OrderHistoryRow } from '@/lib/order-history/order-row';

export type HistoryRow = OrderHistoryRow;
export type HistoryFilterOptions = OrderHistoryFilterOptions & { shareholders?: { id: number; name: string }[] };

export type HistoryResult =
  | { success: true; total: number; orders: HistoryRow[]; filterOptions: HistoryFilterOptions }
  | { success: false; code: number; total: 0; orders: []; filterOptions: null };

export const failedHistory = (code: number): HistoryResult => ({ success: false, code, total: 0, orders: [], filterOptions: null });

/** platform-shell 8: an answer missing metadata, filterOptions or orders is an empty list with code 500. */
export function readHistoryResponse(body: unknown): HistoryResult {
  const answer = body as { metadata?: { total?: number }; filterOptions?: HistoryFilterOptions; orders?: HistoryRow[] } | null;
  if (!answer?.metadata || !answer.filterOptions || !Array.isArray(answer.orders)) return failedHistory(500);
  return {
    success: true,
    total: answer.metadata.total ?? 0,
    orders: answer.orders,
    filterOptions: answer.filterOptions,
  };
}
