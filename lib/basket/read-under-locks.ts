import Decimal from 'decimal.js';
import type { TxSql } from '@/lib/db-transaction';
import { MAX_CREDIT_DAYS, openExposure } from '@/lib/orders/domain/check-order';

/*
 * What a checkout reads after its locks, because a checkout that held them before has just
 * changed it: the open exposure with each seller and what was bought today (the basket's items:
 * ./lock-order.ts's lockItemsAndOffers).
 * Each is its own statement: a statement sees only what had committed when it started.
 */
/** The buyer's open exposure by seller (spot and trigger orders), for the sellers given (those with a credit limit); read under the relationship locks. */
export async function readOpenExposure(sql: TxSql, buyerAccountId: number, creditDaysBySeller: Map<number, Map<number, number>>, now: Date) {
  const exposure = new Map<number, Decimal>();
  if (creditDaysBySeller.size === 0) return exposure;
  const rows = await readExposureOrders(sql, [buyerAccountId], [...creditDaysBySeller.keys()], now);
  for (const [sellerAccountId, creditDays] of creditDaysBySeller) {
    exposure.set(
      sellerAccountId,
      openExposure(
        rows.filter((o) => o.sellerAccountId === sellerAccountId),
        creditDays,
        now,
      ),
    );
  }
  return exposure;
}

/**
 * The orders that may count against a credit limit between the buyers and sellers given: not
 * cancelled and at most 45 days old (openExposure narrows them to each product's credit days).
 * Trigger orders count as spot orders do, each product of one with its own gross.
 */
export async function readExposureOrders(sql: TxSql, buyerAccountIds: number[], sellerAccountIds: number[], now: Date) {
  const since = new Date(now.getTime() - MAX_CREDIT_DAYS * 86_400_000);
  const rows = await sql<{ buyerAccountId: number; sellerAccountId: number; productId: number; gross: string; created: Date; status: string }>`
    SELECT "buyerAccountId", "sellerAccountId", "productId", "gross", "created", "status"::text AS "status" FROM "Order"
    WHERE "buyerAccountId" = ANY(${buyerAccountIds}::int[]) AND "sellerAccountId" = ANY(${sellerAccountIds}::int[])
      AND "status" <> 'CANCELLED' AND "created" > ${since}::timestamp
    UNION ALL
    SELECT t."buyerAccountId", t."sellerAccountId", i."productId", i."gross", t."created", t."status"::text
    FROM "TriggerOrder" t JOIN "TriggerOrderItem" i ON i."triggerOrderId" = t."id"
    WHERE t."buyerAccountId" = ANY(${buyerAccountIds}::int[]) AND t."sellerAccountId" = ANY(${sellerAccountIds}::int[])
      AND t."status" <> 'CANCELLED' AND t."created" > ${since}::timestamp`;
  return rows.map((row) => ({ ...row, gross: new Decimal(row.gross) }));
}

/** cbm the account bought since `dayStart`, spot and trigger, for each product given (0 when none); read under the account lock. */
export async function readBoughtToday(sql: TxSql, accountId: number, productIds: number[], dayStart: Date) {
  const rows = await sql<{ productId: number; bought: string }>`
    SELECT "productId", sum("quantity") AS "bought" FROM (
      SELECT "productId", "quantity" FROM "Order"
      WHERE "buyerAccountId" = ${accountId} AND "productId" = ANY(${productIds}::int[]) AND "status" <> 'CANCELLED' AND "created" >= ${dayStart}::timestamp
      UNION ALL
      SELECT i."productId", i."quantity" FROM "TriggerOrder" t JOIN "TriggerOrderItem" i ON i."triggerOrderId" = t."id"
      WHERE t."buyerAccountId" = ${accountId} AND i."productId" = ANY(${productIds}::int[]) AND t."status" <> 'CANCELLED' AND t."created" >= ${dayStart}::timestamp
    ) bought GROUP BY "productId"`;
  const bought = new Map(rows.map((r) => [r.productId, new Decimal(r.bought)]));
  return new Map(productIds.map((id) => [id, bought.get(id) ?? new Decimal(0)]));
}

/** Gross of the account's orders, spot and trigger, from any seller within the shareholder's credit days, not cancelled; read under the account lock. */
export async function readShareholderExposure(sql: TxSql, accountId: number, creditDays: number, now: Date) {
  const since = new Date(now.getTime() - creditDays * 86_400_000);
  const [row] = await sql<{ spot: string | null; trigger: string | null }>`
    SELECT (SELECT sum("gross") FROM "Order" WHERE "buyerAccountId" = ${accountId} AND "status" <> 'CANCELLED' AND "created" > ${since}::timestamp) AS "spot",
           (SELECT sum("gross") FROM "TriggerOrder" WHERE "buyerAccountId" = ${accountId} AND "status" <> 'CANCELLED' AND "created" > ${since}::timestamp) AS "trigger"`;
  return new Decimal(row?.spot ?? '0').plus(row?.trigger ?? '0');
}
