import { db } from '@/lib/db';
import type { ProductVolume } from './schemas';
import { STATS_ORDERS, statsWhere, toVolume, type StatsFilter, type StatsScope } from './order-stats-scope';

/** Volume per product over the range, and per product and calendar day (brand zone) for the chart. */
export async function getProductVolume(scope: StatsScope, filter: StatsFilter, zone: string): Promise<ProductVolume> {
  const where = statsWhere(scope, filter);
  const [products, days] = await Promise.all([
    db.$queryRaw<{ id: number; name: string; orders: number; volume: string }[]>`
      SELECT p."id", p."name", count(DISTINCT o."orderKey")::int AS "orders", sum(o."quantity")::text AS "volume"
      FROM ${STATS_ORDERS} o JOIN "Product" p ON p."id" = o."productId"
      ${where}
      GROUP BY p."id", p."name", p."categoryOrder"
      ORDER BY p."categoryOrder", p."name"`,
    db.$queryRaw<{ day: string; productId: number; volume: string }[]>`
      SELECT to_char((o."created" AT TIME ZONE 'UTC') AT TIME ZONE ${zone}, 'YYYY-MM-DD') AS "day",
             o."productId", sum(o."quantity")::text AS "volume"
      FROM ${STATS_ORDERS} o
      ${where}
      GROUP BY 1, 2
      ORDER BY 1, 2`,
  ]);
  return {
    products: products.map((p) => ({ ...p, volume: toVolume(p.volume) })),
    days: days.map((d) => ({ ...d, volume: toVolume(d.volume) })),
  };
}
