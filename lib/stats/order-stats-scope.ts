import { Prisma } from '@/lib/db';
import type { DateRange } from './domain/date-range';

/** Whose orders the caller sees and who the other side is: the seller for buyers, the buyer for sellers. */
export interface StatsScope {
  accountId: number;
  accountType: string;
}

export interface StatsFilter {
  terminals?: number[];
  products?: number[];
  deliveryAddresses?: number[];
  accounts?: number[];
  range?: DateRange;
}

/**
 * The orders every statistic counts, as `o`: spot orders, and trigger orders by product (a mogas
 * bundle's products each, at the contract's terminal, with no delivery address), with `orderKey`
 * naming the order, so a bundle counts once.
 */
export const STATS_ORDERS = Prisma.sql`(
  SELECT 'S' || "id" AS "orderKey", "buyerAccountId", "sellerAccountId", "terminalId", "productId", "deliveryLocationId", "quantity",
         "status"::text AS "status", "created"
  FROM "Order"
  UNION ALL
  SELECT 'T' || t."id", t."buyerAccountId", t."sellerAccountId", c."terminalId", i."productId", NULL::int, i."quantity", t."status"::text, t."created"
  FROM "TriggerOrder" t JOIN "TriggerOrderItem" i ON i."triggerOrderId" = t."id" JOIN "TriggerContract" c ON c."id" = t."contractId")`;

/** Column names are constants chosen by side, never input, so Prisma.raw is safe here. */
export function sides(scope: StatsScope) {
  const seller = scope.accountType === 'SELLER';
  return {
    own: Prisma.raw(seller ? 'o."sellerAccountId"' : 'o."buyerAccountId"'),
    counterparty: Prisma.raw(seller ? 'o."buyerAccountId"' : 'o."sellerAccountId"'),
  };
}

const inList = (column: string, ids: number[] | undefined) => (ids?.length ? Prisma.sql`AND ${Prisma.raw(column)} IN (${Prisma.join(ids)})` : Prisma.empty);

/** The WHERE of every statistic: the caller's own non-cancelled orders, narrowed by the filters. */
export function statsWhere(scope: StatsScope, filter: StatsFilter = {}): Prisma.Sql {
  const { own, counterparty } = sides(scope);
  // "created" is a UTC timestamp without zone; the bounds are compared as UTC instants too.
  const range = filter.range
    ? Prisma.sql`AND o."created" BETWEEN (${filter.range.start.toISOString()}::timestamptz AT TIME ZONE 'UTC') AND (${filter.range.end.toISOString()}::timestamptz AT TIME ZONE 'UTC')`
    : Prisma.empty;
  return Prisma.sql`WHERE ${own} = ${scope.accountId} AND o."status" <> 'CANCELLED'
    ${inList('o."terminalId"', filter.terminals)}
    ${inList('o."productId"', filter.products)}
    ${inList('o."deliveryLocationId"', filter.deliveryAddresses)}
    ${filter.accounts?.length ? Prisma.sql`AND ${counterparty} IN (${Prisma.join(filter.accounts)})` : Prisma.empty}
    ${range}`;
}

/** cbm sums arrive as decimal strings; three places are all an order quantity has. */
export const toVolume = (value: string | null) => Math.round(Number(value ?? 0) * 1000) / 1000;
