import { part, sql } from '@/lib/db';
import { brand } from '@/lib/env';
import { isLimitedMarket } from '@/lib/market-window/domain/live-market';
import type { StoredWindow } from '@/lib/market-window/issue-window';
import type { OfferToPrice } from '@/lib/pricing/price-offers';
import { isShownNow } from './domain/visibility';

/** A fuel offer a buyer may buy: what the engine prices, the visibility rules and the matching read; numerics as exact text. */
export interface BuyableOffer extends OfferToPrice {
  liftingPeriodId: number | null;
  remainingVolume: string;
  minOrderQuantity: string;
  maxOrderQuantity: string;
  dailyStart: string | null;
  dailyEnd: string | null;
  createdAt: Date;
}

const BUYABLE_COLUMNS = part`o."id", o."sellerAccountId", o."productId", o."terminalId", o."priceType", o."fixedPrice"::text AS "fixedPrice",
  o."iceMonth", o."fxSymbol", o."fxPremium"::text AS "fxPremium", o."surcharge"::text AS "surcharge", o."minimumPrice"::text AS "minimumPrice",
  o."maxPriceDrop"::text AS "maxPriceDrop", o."liftingPeriodId", o."remainingVolume"::text AS "remainingVolume",
  o."minOrderQuantity"::text AS "minOrderQuantity", o."maxOrderQuantity"::text AS "maxOrderQuantity", o."dailyStart", o."dailyEnd", o."createdAt"`;

/**
 * The offers buyer accounts of one platform may buy now, for the price alerts and the target
 * orders at a window's issue, by the market's rules (load-market-rows.ts): fuels, active and within
 * the offer period, at a terminal of the platform, of a seller (not blocked, released for trading,
 * same platform) whose relationship with the buyer is ENABLED and releases the product and
 * terminal, at a terminal the buyer's shareholder terms allow, with an orderable volume, within the
 * daily hours, and no live-priced offer while the market is limited. One read of the relationships
 * and one of their sellers' offers, however many buyers; the database narrows by status, period,
 * volume, product and platform, each buyer's releases and terminals and the pure visibility rules
 * decide the rest. By buyer account; a buyer without any is missing.
 */
export async function findBuyableOffers(
  buyers: { accountIds: number[]; platformId: string },
  window: StoredWindow,
  now: Date,
  narrow: { productIds?: number[]; terminalIds?: number[] } = {},
): Promise<Map<number, BuyableOffer[]>> {
  const relationships = await sql<{
    buyerAccountId: number;
    sellerAccountId: number;
    allTerminals: boolean;
    allProducts: boolean;
    terminalIds: number[];
    productIds: number[];
    shareholderTerminalIds: number[];
  }>`
    SELECT r."buyerAccountId", r."sellerAccountId", r."allTerminals", r."allProducts",
      ARRAY(SELECT rt."terminalId" FROM "RelationshipTerminal" rt WHERE rt."relationshipId" = r."id") AS "terminalIds",
      ARRAY(SELECT rp."productId" FROM "RelationshipProduct" rp WHERE rp."relationshipId" = r."id") AS "productIds",
      b."shareholderTerminalIds"
    FROM "Relationship" r JOIN "Account" s ON s."id" = r."sellerAccountId" JOIN "Account" b ON b."id" = r."buyerAccountId"
    WHERE r."buyerAccountId" = ANY(${buyers.accountIds}::int[]) AND r."status" = 'ENABLED'
      AND s."type" = 'SELLER' AND NOT s."blocked" AND s."releasedForTrading" AND s."platformId" = ${buyers.platformId}`;
  const byBuyer = new Map<number, BuyableOffer[]>();
  if (relationships.length === 0) return byBuyer;
  const rows = await sql<BuyableOffer>`
    SELECT ${BUYABLE_COLUMNS} FROM "Offer" o
    -- Fuels only: additives are sold by the container (lib/additives), never by the cbm.
    JOIN "Product" p ON p."id" = o."productId" AND p."type" = 'FUEL'
    JOIN "Terminal" t ON t."id" = o."terminalId"
    JOIN "Region" g ON g."id" = t."regionId" AND g."platformId" = ${buyers.platformId}
    WHERE o."sellerAccountId" = ANY(${[...new Set(relationships.map((r) => r.sellerAccountId))]}::int[])
      AND o."status" = 'ACTIVE' AND o."startsAt" <= ${now}::timestamp AND o."endsAt" > ${now}::timestamp AND o."remainingVolume" > 0
      AND (${narrow.productIds ?? null}::int[] IS NULL OR o."productId" = ANY(${narrow.productIds ?? null}::int[]))
      AND (${narrow.terminalIds ?? null}::int[] IS NULL OR o."terminalId" = ANY(${narrow.terminalIds ?? null}::int[]))
    ORDER BY o."id"`;
  const visibility = { now, zone: brand().timeZone, limitedMarket: isLimitedMarket(window) };
  const shown = new Map<number, BuyableOffer[]>();
  for (const row of rows) {
    if (!isShownNow(row, visibility)) continue;
    const list = shown.get(row.sellerAccountId);
    if (list) list.push(row);
    else shown.set(row.sellerAccountId, [row]);
  }
  for (const rel of relationships) {
    const terminals = new Set(rel.terminalIds);
    const products = new Set(rel.productIds);
    // A shareholder buys only at the terminals the operator set (design 11); none set: every terminal.
    const allowed = new Set(rel.shareholderTerminalIds);
    const released = (shown.get(rel.sellerAccountId) ?? []).filter(
      (o) =>
        (rel.allTerminals || terminals.has(o.terminalId)) &&
        (rel.allProducts || products.has(o.productId)) &&
        (allowed.size === 0 || allowed.has(o.terminalId)),
    );
    byBuyer.set(rel.buyerAccountId, (byBuyer.get(rel.buyerAccountId) ?? []).concat(released));
  }
  return byBuyer;
}
