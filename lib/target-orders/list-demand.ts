import Decimal from 'decimal.js';
import type { SessionUser } from '@/lib/auth/session-user';
import { sql } from '@/lib/db';
import { brand } from '@/lib/env';
import { todayIn } from './domain/valid-until';

/** The width of a price band per 100L15: demand is shown in whole currency units of the limit. */
export const DEMAND_BAND = 1;

export interface DemandRow {
  productId: number;
  product: string;
  /** The region of the order's terminals; null: any terminal, or terminals in several regions. */
  regionId: number | null;
  region: string | null;
  /** The band [bandFrom, bandFrom + DEMAND_BAND) the buyers' limits fall in, per 100L15 net. */
  bandFrom: string;
  bandTo: string;
  /** cbm still wanted */
  volume: string;
  orders: number;
}

/**
 * GET /api/target-orders/demand (design 13, "Nachfrage"): the open target-order volume this
 * seller's relationships could fill, per product, region and price band, without any buyer's
 * name or id. An order counts when its buyer has the seller ENABLED with the product (and one of
 * the order's terminals, if it names some) released, names this seller or none, and still stands
 * today. The limits are the buyers' own prices (after their adjustments), as the engine prices for them.
 */
export async function listDemand(user: SessionUser, now = new Date()): Promise<{ demand: DemandRow[] }> {
  const rows = await sql<{
    productId: number;
    product: string;
    regionId: number | null;
    region: string | null;
    bandFrom: string;
    volume: string;
    orders: number;
  }>`
    SELECT t."productId", p."name" AS "product", g."id" AS "regionId", g."name" AS "region",
           (floor(t."limitPrice" / ${DEMAND_BAND}::numeric) * ${DEMAND_BAND}::numeric)::text AS "bandFrom",
           sum(t."volume" - t."filledVolume")::text AS "volume", count(*)::int AS "orders"
    FROM "TargetOrder" t
    JOIN "Account" a ON a."id" = t."accountId" AND NOT a."blocked" AND a."platformId" = ${user.platformId}
    JOIN "Relationship" r ON r."buyerAccountId" = t."accountId" AND r."sellerAccountId" = ${user.accountId} AND r."status" = 'ENABLED'
    JOIN "Product" p ON p."id" = t."productId"
    LEFT JOIN LATERAL (
      SELECT CASE WHEN count(DISTINCT te."regionId") = 1 THEN min(te."regionId") END AS "id" FROM "Terminal" te WHERE te."id" = ANY(t."terminalIds")
    ) one ON true
    LEFT JOIN "Region" g ON g."id" = one."id"
    WHERE t."status" IN ('OPEN', 'PARTLY_FILLED') AND t."validUntil" >= ${todayIn(now, brand().timeZone)}
      AND (cardinality(t."sellerAccountIds") = 0 OR ${user.accountId}::int = ANY(t."sellerAccountIds"))
      AND (r."allProducts" OR EXISTS (SELECT 1 FROM "RelationshipProduct" rp WHERE rp."relationshipId" = r."id" AND rp."productId" = t."productId"))
      AND (cardinality(t."terminalIds") = 0 OR r."allTerminals"
           OR EXISTS (SELECT 1 FROM "RelationshipTerminal" rt WHERE rt."relationshipId" = r."id" AND rt."terminalId" = ANY(t."terminalIds")))
    GROUP BY t."productId", p."name", g."id", g."name", 5
    ORDER BY p."name", g."name" NULLS FIRST, 5 DESC`;
  return {
    demand: rows.map((r) => ({
      ...r,
      bandFrom: new Decimal(r.bandFrom).toFixed(2),
      bandTo: new Decimal(r.bandFrom).plus(DEMAND_BAND).toFixed(2),
      volume: new Decimal(r.volume).toString(),
    })),
  };
}
