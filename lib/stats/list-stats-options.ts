import { db } from '@/lib/db';
import type { StatsOption } from './schemas';
import { STATS_ORDERS, sides, statsWhere, type StatsScope } from './order-stats-scope';

/**
 * The dropdown choices: only what occurs in the caller's own orders (all time, unfiltered, so a
 * choice never disappears because another filter is set).
 */
export async function listStatsOptions(scope: StatsScope, kinds: ('terminals' | 'products' | 'deliveryAddresses' | 'accounts')[]) {
  const where = statsWhere(scope);
  const { counterparty } = sides(scope);
  const queries: Record<(typeof kinds)[number], () => Promise<StatsOption[]>> = {
    terminals: () => db.$queryRaw`
      SELECT t."id", t."name" FROM "Terminal" t
      WHERE t."id" IN (SELECT o."terminalId" FROM ${STATS_ORDERS} o ${where}) ORDER BY t."name"`,
    products: () => db.$queryRaw`
      SELECT p."id", p."name" FROM "Product" p
      WHERE p."id" IN (SELECT o."productId" FROM ${STATS_ORDERS} o ${where}) ORDER BY p."categoryOrder", p."name"`,
    deliveryAddresses: () => db.$queryRaw`
      SELECT d."id", concat_ws(', ', NULLIF(d."company", ''), d."street", trim(d."postCode" || ' ' || d."city")) AS "name"
      FROM "DeliveryLocation" d
      WHERE d."id" IN (SELECT o."deliveryLocationId" FROM ${STATS_ORDERS} o ${where}) ORDER BY d."county", d."postCode"`,
    accounts: () => db.$queryRaw`
      SELECT a."id", a."name" FROM "Account" a
      WHERE a."id" IN (SELECT ${counterparty} FROM ${STATS_ORDERS} o ${where}) ORDER BY a."name"`,
  };
  const lists = await Promise.all(kinds.map((kind) => queries[kind]()));
  return Object.fromEntries(kinds.map((kind, i) => [kind, lists[i]])) as Record<(typeof kinds)[number], StatsOption[]>;
}
