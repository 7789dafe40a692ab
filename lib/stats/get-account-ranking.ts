import { db } from '@/lib/db';
import type { AccountRankingRow } from './schemas';
import { STATS_ORDERS, sides, statsWhere, toVolume, type StatsFilter, type StatsScope } from './order-stats-scope';

/**
 * The account ranking (platform-shell 2): per counterparty the number of non-cancelled orders and
 * their volume in cbm, largest volume first; ties by name so positions are stable.
 */
export async function getAccountRanking(scope: StatsScope, filter: StatsFilter): Promise<AccountRankingRow[]> {
  const { counterparty } = sides(scope);
  const rows = await db.$queryRaw<{ accountName: string; orders: number; volume: string }[]>`
    SELECT a."name" AS "accountName", count(DISTINCT o."orderKey")::int AS "orders", sum(o."quantity")::text AS "volume"
    FROM ${STATS_ORDERS} o JOIN "Account" a ON a."id" = ${counterparty}
    ${statsWhere(scope, filter)}
    GROUP BY a."id", a."name"
    ORDER BY sum(o."quantity") DESC, a."name"`;
  return rows.map((row, i) => ({ position: i + 1, accountName: row.accountName, orders: row.orders, volume: toVolume(row.volume) }));
}
