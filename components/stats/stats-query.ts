/** The filter of a statistics view, in the shape it is saved in (platform-shell 3). */
export interface StatsFilter {
  terminals: number[];
  products: number[];
  deliveryAddresses: number[];
  accounts: number[];
  /** Calendar days as the pickers hold them. */
  dateRange: { start: string; end: string } | null;
  days: 1 | 7 | 30 | null;
}

export const NO_FILTER: StatsFilter = { terminals: [], products: [], deliveryAddresses: [], accounts: [], dateRange: null, days: null };

export type StatType = 'ACCOUNT_RANKING' | 'PRODUCT_VOLUME';

/**
 * The query string of a quick range without other filters, as orderStatsQuery writes it. The
 * dashboard widget asks only this, so it does without the date handling of picked days.
 */
export function quickRangeQuery(statType: StatType, days: NonNullable<StatsFilter['days']>): string {
  return new URLSearchParams({ statType, dayQuery: String(days) }).toString();
}

export const statsKeys = {
  all: ['orderStats'] as const,
  stats: (query: string) => [...statsKeys.all, query] as const,
  setting: (key: string) => ['settings', key] as const,
};
