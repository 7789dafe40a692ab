import { rangeOfDays } from '@/lib/stats/domain/date-range';
import type { StatType, StatsFilter } from './stats-query';

/**
 * The query string of GET /api/orders/orderStats for a filter. A quick range goes as dayQuery
 * (the server counts the days from its own today); picked days go as instants, the end as
 * 23:59:59.999 of the end day in the brand's zone.
 */
export function orderStatsQuery(statType: StatType, filter: StatsFilter, zone: string): string {
  const params = new URLSearchParams({ statType });
  const list = (name: string, ids: number[]) => ids.length && params.set(name, ids.join(','));
  list('terminalSelected', filter.terminals);
  list('deliveryAddressSelected', filter.deliveryAddresses);
  list(statType === 'ACCOUNT_RANKING' ? 'productSelected' : 'accountSelected', statType === 'ACCOUNT_RANKING' ? filter.products : filter.accounts);
  if (filter.days) params.set('dayQuery', String(filter.days));
  else if (filter.dateRange) {
    const range = rangeOfDays(filter.dateRange.start, filter.dateRange.end, zone);
    params.set('dateRangeSelected', `${range.start.toISOString()},${range.end.toISOString()}`);
  }
  return params.toString();
}
