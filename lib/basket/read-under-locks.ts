import Decimal from 'decimal.js';
import type { TxSql } from '@/lib/db-transaction';
import { MAX_CREDIT_DAYS, openExposure } from '@/lib/orders/domain/check-order';

/**
 * What a checkout reads after its locks, because a checkout that held them before has just
 * changed it: the basket's items, the open exposure with each seller and what was bought today.
 * Each is its own statement: a statement sees only what had committed when it started.
 */
export function readBasketItems(sql: TxSql, basketId: string) {
  return sql<{
    offerId: number;
    quantity: string;
    unitCount: number | null;
    reservedPrice: string;
    windowId: number;
    paymentTermId: number | null;
    liftingPeriodId: number | null;
    deliveryLocationId: number | null;
    offerTermsVersion: number;
    priceAdjustment: string | null;
  }>`
    SELECT "offerId", "quantity", "unitCount", "reservedPrice", "windowId", "paymentTermId", "liftingPeriodId", "deliveryLocationId", "offerTermsVersion",
           "priceAdjustment"::text AS "priceAdjustment"
    FROM "BasketItem" WHERE "basketId" = ${basketId} ORDER BY "offerId", "id"`;
}

/** The buyer's open exposure by seller, for the sellers given (those with a credit limit); read under the relationship locks. */
export async function readOpenExposure(sql: TxSql, buyerAccountId: number, creditDaysBySeller: Map<number, Map<number, number>>, now: Date) {
  const exposure = new Map<number, Decimal>();
  if (creditDaysBySeller.size === 0) return exposure;
  const rows = await sql<{ sellerAccountId: number; productId: number; gross: string; created: Date; status: string }>`
    SELECT "sellerAccountId", "productId", "gross", "created", "status" FROM "Order"
    WHERE "buyerAccountId" = ${buyerAccountId} AND "sellerAccountId" = ANY(${[...creditDaysBySeller.keys()]}::int[])
      AND "status" <> 'CANCELLED' AND "created" > ${new Date(now.getTime() - MAX_CREDIT_DAYS * 86_400_000)}::timestamp`;
  for (const [sellerAccountId, creditDays] of creditDaysBySeller) {
    const orders = rows.filter((o) => o.sellerAccountId === sellerAccountId).map((o) => ({ ...o, gross: new Decimal(o.gross) }));
    exposure.set(sellerAccountId, openExposure(orders, creditDays, now));
  }
  return exposure;
}

/** cbm the account bought since `dayStart`, for each product given (0 when none); read under the account lock. */
export async function readBoughtToday(sql: TxSql, accountId: number, productIds: number[], dayStart: Date) {
  const rows = await sql<{ productId: number; bought: string }>`
    SELECT "productId", sum("quantity") AS "bought" FROM "Order"
    WHERE "buyerAccountId" = ${accountId} AND "productId" = ANY(${productIds}::int[]) AND "status" <> 'CANCELLED' AND "created" >= ${dayStart}::timestamp
    GROUP BY "productId"`;
  const bought = new Map(rows.map((r) => [r.productId, new Decimal(r.bought)]));
  return new Map(productIds.map((id) => [id, bought.get(id) ?? new Decimal(0)]));
}

/** Gross of the account's orders from any seller within the shareholder's credit days, not cancelled; read under the account lock. */
export async function readShareholderExposure(sql: TxSql, accountId: number, creditDays: number, now: Date) {
  const [row] = await sql<{ gross: string | null }>`
    SELECT sum("gross") AS "gross" FROM "Order"
    WHERE "buyerAccountId" = ${accountId} AND "status" <> 'CANCELLED' AND "created" > ${new Date(now.getTime() - creditDays * 86_400_000)}::timestamp`;
  return new Decimal(row?.gross ?? '0');
}
