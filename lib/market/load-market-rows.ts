import { sessionRowPart } from '@/lib/auth/load-session-user';
import type { SessionRow } from '@/lib/auth/domain/session-from-row';
import { LRUCache } from 'lru-cache';
import { NO_PART, part, sql, type SqlPart } from '@/lib/db';
import { brand } from '@/lib/env';
import { toLocationDto } from '@/lib/locations/to-location-dto';
import type { DeliveryLocationDto } from '@/lib/locations/schemas';
import { startOfPurchaseDay } from '@/lib/orders/domain/check-order';

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
  /** ISO instants ("2026-11-23T07:00:00.000Z"), as the answer carries them. */
  startsAt: string;
  endsAt: string;
  dailyStart: string | null;
  dailyEnd: string | null;
  liftingPeriodId: number | null;
  /** Calendar days ("2026-11-24"). */
  collectionStart: string | null;
  collectionEnd: string | null;
  anonymous: boolean;
  /** What a basket item keeps at reservation; see Offer.termsVersion. */
  termsVersion: number;
  /** The row versions (xmin) of the offer and its seller: a new one with any change to either, a sale's volume included. */
  rev: string;
}

export interface MarketRows {
  /** The window covering `now`, if one was issued. */
  windowId: number | null;
  /** The market version (bumped by triggers on rules, catalogue, windows, settlement quotes). */
  version: string;
  /** The buyer's shareholder price adjustment (EUR/100L15), null for everyone else. */
  priceAdjustment: string | null;
  /** The buyer's shareholder collection-period cut in calendar days, null for everyone else. */
  collectionCutDays: number | null;
  /** The buyer's purchase limits per product (design 11) with what it bought today; null without any. */
  purchaseLimits: { productId: number; productName: string; limitCbm: string; boughtCbm: string }[] | null;
  /**
   * A hash of everything the answer is made of besides the clock: window, version, adjustment, collection cut, purchase limits left,
   * every offer row as the market reads it (seller names included), the buyer's delivery
   * addresses and the favourite asked for. Equal fingerprints in the same minute, equal answers.
   */
  fingerprint: string;
  offers: MarketRow[];
}

/** The columns of an offer row as MarketRow has them, from "Offer" o and "v" (the offer's "sellerName" and "rev"). */
const OFFER_COLUMNS = part`o."id", o."sellerAccountId", v."sellerName", o."productId", o."terminalId", o."priceType"::text AS "priceType",
        o."fixedPrice"::text AS "fixedPrice", o."iceMonth", o."fxSymbol", o."fxPremium"::text AS "fxPremium",
        o."surcharge"::text AS "surcharge", o."minimumPrice"::text AS "minimumPrice", o."maxPriceDrop"::text AS "maxPriceDrop",
        trim_scale(o."remainingVolume")::text AS "remainingVolume", trim_scale(o."minOrderQuantity")::text AS "minOrderQuantity",
        trim_scale(o."maxOrderQuantity")::text AS "maxOrderQuantity",
        to_char(o."startsAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "startsAt", to_char(o."endsAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "endsAt",
        o."dailyStart", o."dailyEnd", o."liftingPeriodId",
        to_char(o."collectionStart", 'YYYY-MM-DD') AS "collectionStart", to_char(o."collectionEnd", 'YYYY-MM-DD') AS "collectionEnd", o."anonymous", o."termsVersion", v."rev"`;

/**
 * One statement for a market request (the offers as one JSON array: parsing one text is several
 * times cheaper than pg's work per row and column for thousands of rows): the current window, the market version and the buyer's
 * shareholder terms, and the offers the buyer may see by the database's rules - active and
 * within the offer period, volume left, a fuel product at a terminal of the platform, of a
 * seller (not blocked, released for trading, same platform) whose relationship with the buyer is ENABLED and releases
 * the offer's terminal and product, at a terminal the buyer's shareholder terms allow. Daily hours and the limited market are decided in code.
 */
export async function loadMarketRows(
  buyer: { accountId: number; platformId: string; userId: number },
  now: Date,
  /** `offerId` narrows to one offer (a basket's reservation). */
  options: { favouriteId?: number; offerId?: number; withOffers: boolean },
): Promise<MarketRows> {
  const refs = { account: part`${buyer.accountId}::int`, platform: part`${buyer.platformId}::text`, user: part`${buyer.userId}::int` };
  const rows = await sql<MarketRows>`${marketRowsPart(refs, null, now, options)}`;
  return rows[0];
}

/** The head of a user's market (loadMarketRows without offers and favourite) as GET /api/v2/offers's session reads it, at `now`. */
export type MarketHead = Omit<MarketRows, 'offers'> & { now: Date };

/**
 * What an account's market answer is made of besides its head, as this instance last read it:
 * the visible offers' ids and row versions and the delivery addresses, valid while the
 * fingerprint is the same. A new window changes the fingerprint but seldom an offer row, so the
 * rows themselves are kept apart, by id and version (`rows`), and only rows not kept are read.
 */
interface AccountMarket {
  fingerprint: string;
  visible: [id: number, rev: string][];
  locations: DeliveryLocationDto[];
}

const accountMarkets = new LRUCache<number, AccountMarket>({ max: 10_000 });
/** Each user's account, learnt from its session's row: which account's market a call may already know. */
const accountOfUser = new LRUCache<number, number>({ max: 100_000 });
/** Offer rows by id and version ("id:rev"); an edit or sale makes a new version, so a kept row never goes stale. */
const rows = new LRUCache<string, MarketRow>({ max: 50_000 });

/**
 * The session's row of a user and the head of its account's market (loadMarketRows without offers
 * and favourite) in one statement: every market call needs both, and at a rollover each round trip
 * of a thousand screens counts. When the fingerprint differs from the one this instance knows for
 * the account, the same statement also reads the visible offers' ids and versions and the
 * delivery addresses (kept for marketRowsOf). Undefined when the user does not exist.
 */
export async function sessionWithMarketHead(userId: number, authAt: number, now = new Date()): Promise<(SessionRow & { head: MarketHead }) | undefined> {
  const refs = { account: part`(SELECT "accountId" FROM "s")`, platform: part`(SELECT "platformId" FROM "s")`, user: part`(SELECT "id" FROM "s")` };
  const account = accountOfUser.get(userId);
  const known = account === undefined ? null : (accountMarkets.get(account)?.fingerprint ?? null);
  const [row] = await sql<
    SessionRow & Omit<MarketRows, 'offers'> & { visible: AccountMarket['visible'] | null; locations: Parameters<typeof toLocationDto>[0][] | null }
  >`${marketRowsPart(refs, { userId, authAt, known }, now, { withOffers: false })}`;
  if (!row) return undefined;
  const { windowId, version, priceAdjustment, collectionCutDays, purchaseLimits, fingerprint, visible, locations, ...sessionRow } = row;
  accountOfUser.set(userId, sessionRow.accountId);
  if (visible && locations) accountMarkets.set(sessionRow.accountId, { fingerprint, visible, locations: locations.map(toLocationDto) });
  return { ...sessionRow, head: { windowId, version, priceAdjustment, collectionCutDays, purchaseLimits, fingerprint, now } };
}

/**
 * The account's market rows and delivery addresses for a head sessionWithMarketHead read, from
 * what this instance keeps (reading only offer rows it does not hold), or null when it does not
 * know the account's market at that fingerprint (the caller reads it whole).
 */
export async function marketRowsOf(accountId: number, head: MarketHead): Promise<{ market: MarketRows; locations: DeliveryLocationDto[] } | null> {
  const market = accountMarkets.get(accountId);
  if (market?.fingerprint !== head.fingerprint) return null;
  const kept = market.visible.map(([id, rev]) => rows.get(`${id}:${rev}`));
  const missing = market.visible.filter((_, i) => !kept[i]).map(([id]) => id);
  const read = new Map<number, MarketRow>();
  if (missing.length) {
    const [{ offers }] = await sql<{ offers: MarketRow[] }>`
      WITH "v" AS (
        SELECT o."id", s."name" AS "sellerName", o.xmin::text || ':' || s.xmin::text AS "rev"
        FROM "Offer" o JOIN "Account" s ON s."id" = o."sellerAccountId" WHERE o."id" = ANY(${missing}::int[])
      ),
      "offers" AS (SELECT ${OFFER_COLUMNS} FROM "v" JOIN "Offer" o ON o."id" = v."id")
      SELECT coalesce(json_agg("offers"), '[]'::json) AS "offers" FROM "offers"`;
    for (const row of offers) {
      rows.set(`${row.id}:${row.rev}`, row);
      read.set(row.id, row);
    }
  }
  // A row that changed since the head was read comes newer than the head: the next call's fingerprint differs and builds anew.
  const offers = market.visible.map(([id], i) => kept[i] ?? read.get(id)).filter((row): row is MarketRow => row !== undefined);
  return { market: { ...head, offers }, locations: market.locations };
}

/**
 * The statement of loadMarketRows, the buyer named by `buyer` (bound values, or a read of the same
 * statement). With `session`, the statement reads the session's row (WITH entry "s") too, which
 * the answer's row then carries, and with a fingerprint other than `known` also the visible
 * offers' ids and versions and the delivery addresses.
 */
function marketRowsPart(
  buyer: { account: SqlPart; platform: SqlPart; user: SqlPart },
  session: { userId: number; authAt: number; known: string | null } | null,
  now: Date,
  options: { favouriteId?: number; offerId?: number; withOffers: boolean },
): SqlPart {
  const at = now.toISOString();
  const dayStart = startOfPurchaseDay(now, brand().timeZone).toISOString();
  const withSession = !session
    ? { entry: NO_PART, columns: NO_PART, known: NO_PART, join: NO_PART }
    : {
        entry: part`"s" AS (${sessionRowPart(session.userId, session.authAt)}),`,
        columns: part`"s".*,`,
        known: part`,
          CASE WHEN "print"."fingerprint" IS DISTINCT FROM ${session.known}::text THEN
            (SELECT coalesce(json_agg(json_build_array("id", "rev")), '[]'::json) FROM "visible") END AS "visible",
          CASE WHEN "print"."fingerprint" IS DISTINCT FROM ${session.known}::text THEN
            (SELECT coalesce(json_agg(json_build_object('id', l."id", 'company', l."company", 'street', l."street", 'postCode', l."postCode",
                'city', l."city", 'county', l."county", 'country', l."country", 'contactPerson', l."contactPerson",
                'onSiteContact', l."onSiteContact", 'instructions', l."instructions") ORDER BY l."county", l."postCode", l."id"), '[]'::json)
              FROM "DeliveryLocation" l WHERE l."accountId" = ${buyer.account}) END AS "locations"`,
        join: part`CROSS JOIN "s"`,
      };
  return part`
    WITH ${withSession.entry} "head" AS (
      SELECT
        (SELECT "id" FROM "MarketWindow"
          WHERE "platformId" = ${buyer.platform} AND "created" <= ${at}::timestamp(3) AND "expires" > ${at}::timestamp(3)
          ORDER BY "created" DESC LIMIT 1) AS "windowId",
        (SELECT "version"::text FROM "MarketVersion" WHERE "id" = 1) AS "version",
        (SELECT "priceAdjustment"::text FROM "Account" WHERE "id" = ${buyer.account}) AS "priceAdjustment",
        (SELECT "collectionCutDays" FROM "Account" WHERE "id" = ${buyer.account}) AS "collectionCutDays",
        -- What a shareholder bought today of each limited product, spot and trigger: one index range per limit, none for other buyers.
        (SELECT json_agg(json_build_object('productId', l."productId", 'productName', p."name", 'limitCbm', trim_scale(l."limitCbm")::text,
                  'boughtCbm', trim_scale(
                    (SELECT coalesce(sum(o."quantity"), 0) FROM "Order" o
                     WHERE o."buyerAccountId" = l."accountId" AND o."productId" = l."productId"
                       AND o."status" <> 'CANCELLED' AND o."created" >= ${dayStart}::timestamp(3))
                    + (SELECT coalesce(sum(i."quantity"), 0) FROM "TriggerOrder" t JOIN "TriggerOrderItem" i ON i."triggerOrderId" = t."id"
                       WHERE t."buyerAccountId" = l."accountId" AND i."productId" = l."productId"
                         AND t."status" <> 'CANCELLED' AND t."created" >= ${dayStart}::timestamp(3)))::text) ORDER BY p."name")
          FROM "PurchaseLimit" l JOIN "Product" p ON p."id" = l."productId" WHERE l."accountId" = ${buyer.account}) AS "purchaseLimits"
    ),
    "released" AS (
      SELECT r."id", r."sellerAccountId", r."allTerminals", r."allProducts", s."name" AS "sellerName", s.xmin::text AS "sellerXmin",
        hashint8extended(r.xmin::text::bigint * 4294967296 + s.xmin::text::bigint, r."id") AS "hash"
      FROM "Relationship" r
      JOIN "Account" s ON s."id" = r."sellerAccountId"
      WHERE r."buyerAccountId" = ${buyer.account} AND r."status" = 'ENABLED'
        AND s."type" = 'SELLER' AND NOT s."blocked" AND s."releasedForTrading" AND s."platformId" = ${buyer.platform}
    ),
    -- Every row version has its own xmin, so (id, xmin) changes with any change to an offer.
    "visible" AS (
      SELECT o."id", rel."sellerName", o.xmin::text || ':' || rel."sellerXmin" AS "rev", hashint8extended(o."id"::bigint * 4294967296 + o.xmin::text::bigint, 0) AS "hash"
      FROM "released" rel
      JOIN "Offer" o ON o."sellerAccountId" = rel."sellerAccountId"
      -- Fuels only: additives are sold by the container (lib/additives), never by the cbm.
      JOIN "Product" p ON p."id" = o."productId" AND p."type" = 'FUEL'
      JOIN "Terminal" t ON t."id" = o."terminalId"
      JOIN "Region" g ON g."id" = t."regionId" AND g."platformId" = ${buyer.platform}
      WHERE o."status" = 'ACTIVE' AND o."startsAt" <= ${at}::timestamp(3) AND o."endsAt" > ${at}::timestamp(3)
        AND o."remainingVolume" > 0 AND (${options.offerId ?? null}::int IS NULL OR o."id" = ${options.offerId ?? null}::int)
        AND (rel."allTerminals" OR EXISTS (
          SELECT 1 FROM "RelationshipTerminal" rt WHERE rt."relationshipId" = rel."id" AND rt."terminalId" = o."terminalId"))
        AND (rel."allProducts" OR EXISTS (
          SELECT 1 FROM "RelationshipProduct" rp WHERE rp."relationshipId" = rel."id" AND rp."productId" = o."productId"))
        -- A shareholder buys only at the terminals the operator set (design 11); none set: every terminal.
        AND NOT EXISTS (
          SELECT 1 FROM "Account" b WHERE b."id" = ${buyer.account}
            AND cardinality(b."shareholderTerminalIds") > 0 AND NOT o."terminalId" = ANY(b."shareholderTerminalIds"))
    ),
    "offers" AS (
      SELECT ${OFFER_COLUMNS}
      FROM "visible" v JOIN "Offer" o ON o."id" = v."id"
    ),
    "print" AS (
      SELECT concat_ws(':', "head"."windowId", "head"."version", "head"."priceAdjustment", "head"."collectionCutDays", md5("head"."purchaseLimits"::text),
        (SELECT count(*) || ':' || coalesce(sum("hash"), 0) FROM "visible"),
        (SELECT coalesce(sum("hash"), 0) FROM "released"),
        (SELECT coalesce(sum(hashtextextended(l::text, 0)), 0) FROM "DeliveryLocation" l WHERE l."accountId" = ${buyer.account}),
        (SELECT hashtextextended(f::text, 0) FROM "Favourite" f WHERE f."id" = ${options.favouriteId ?? null}::int AND f."userId" = ${buyer.user})
      ) AS "fingerprint" FROM "head"
    )
    SELECT ${withSession.columns} "head".*, "print"."fingerprint",
      -- Only evaluated when asked for: a fingerprint alone reads no offer column.
      CASE WHEN ${options.withOffers} THEN (SELECT coalesce(json_agg("offers"), '[]'::json) FROM "offers") END AS "offers"
      ${withSession.known}
    FROM "head" CROSS JOIN "print" ${withSession.join}`;
}
