import { sql } from '@/lib/db';

/** The columns of an offer the market shows and prices; numerics as exact strings, quantities without trailing zeros. */
export interface MarketRow {
  id: number;
  sellerAccountId: number;
  sellerName: string;
  productId: number;
  terminalId: number;
  priceType: 'FIXED' | 'TRACKING' | 'API';
  fixedPrice: string | null;
  iceMonth: number | null;
  fxSymbol: string | null;
  fxPremium: string | null;
  surcharge: string;
  minimumPrice: string | null;
  maxPriceDrop: string | null;
  remainingVolume: string;
  minOrderQuantity: string;
  maxOrderQuantity: string;
  startsAt: Date;
  endsAt: Date;
  dailyStart: string | null;
  dailyEnd: string | null;
  liftingPeriodId: number | null;
  collectionStart: Date | null;
  collectionEnd: Date | null;
  anonymous: boolean;
}

export interface MarketRows {
  /** The window covering `now`, if one was issued. */
  windowId: number | null;
  /** The market version (bumped by triggers on rules, catalogue, windows, settlement quotes). */
  version: string;
  /** The buyer's shareholder price adjustment (EUR/100L15), null for everyone else. */
  priceAdjustment: string | null;
  offers: MarketRow[];
}

type Row = Omit<MarketRows, 'offers'> & { [K in keyof MarketRow]: MarketRow[K] | null };

/**
 * One statement for a market request: the current window, the market version and the buyer's
 * shareholder adjustment, and the offers the buyer may see by the database's rules - active and
 * within the offer period, volume left, a fuel product at a terminal of the platform, of a
 * seller (not blocked, same platform) whose relationship with the buyer is ENABLED and releases
 * the offer's terminal and product. Daily hours and the limited market are decided in code.
 */
export async function loadMarketRows(buyer: { accountId: number; platformId: string }, now: Date): Promise<MarketRows> {
  const at = now.toISOString();
  const rows = await sql<Row>`
    WITH "head" AS (
      SELECT
        (SELECT "id" FROM "MarketWindow"
          WHERE "platformId" = ${buyer.platformId} AND "created" <= ${at}::timestamp(3) AND "expires" > ${at}::timestamp(3)
          ORDER BY "created" DESC LIMIT 1) AS "windowId",
        (SELECT "version"::text FROM "MarketVersion" WHERE "id" = 1) AS "version",
        (SELECT "priceAdjustment"::text FROM "Account" WHERE "id" = ${buyer.accountId}) AS "priceAdjustment"
    ),
    "released" AS (
      SELECT r."id", r."sellerAccountId", r."allTerminals", r."allProducts", s."name" AS "sellerName"
      FROM "Relationship" r
      JOIN "Account" s ON s."id" = r."sellerAccountId"
      WHERE r."buyerAccountId" = ${buyer.accountId} AND r."status" = 'ENABLED'
        AND s."type" = 'SELLER' AND NOT s."blocked" AND s."platformId" = ${buyer.platformId}
    ),
    "offers" AS (
      SELECT o."id", o."sellerAccountId", rel."sellerName", o."productId", o."terminalId", o."priceType"::text AS "priceType",
        o."fixedPrice"::text AS "fixedPrice", o."iceMonth", o."fxSymbol", o."fxPremium"::text AS "fxPremium",
        o."surcharge"::text AS "surcharge", o."minimumPrice"::text AS "minimumPrice", o."maxPriceDrop"::text AS "maxPriceDrop",
        trim_scale(o."remainingVolume")::text AS "remainingVolume", trim_scale(o."minOrderQuantity")::text AS "minOrderQuantity",
        trim_scale(o."maxOrderQuantity")::text AS "maxOrderQuantity", o."startsAt", o."endsAt", o."dailyStart", o."dailyEnd",
        o."liftingPeriodId", o."collectionStart", o."collectionEnd", o."anonymous"
      FROM "released" rel
      JOIN "Offer" o ON o."sellerAccountId" = rel."sellerAccountId"
      JOIN "Product" p ON p."id" = o."productId" AND p."type" = 'FUEL'
      JOIN "Terminal" t ON t."id" = o."terminalId"
      JOIN "Region" g ON g."id" = t."regionId" AND g."platformId" = ${buyer.platformId}
      WHERE o."status" = 'ACTIVE' AND o."startsAt" <= ${at}::timestamp(3) AND o."endsAt" > ${at}::timestamp(3)
        AND o."remainingVolume" > 0
        AND (rel."allTerminals" OR EXISTS (
          SELECT 1 FROM "RelationshipTerminal" rt WHERE rt."relationshipId" = rel."id" AND rt."terminalId" = o."terminalId"))
        AND (rel."allProducts" OR EXISTS (
          SELECT 1 FROM "RelationshipProduct" rp WHERE rp."relationshipId" = rel."id" AND rp."productId" = o."productId"))
    )
    SELECT "head".*, "offers".* FROM "head" LEFT JOIN "offers" ON TRUE`;
  const [head] = rows;
  return {
    windowId: head.windowId,
    version: head.version,
    priceAdjustment: head.priceAdjustment,
    offers: rows.filter((row): row is Row & MarketRow => row.id !== null),
  };
}
