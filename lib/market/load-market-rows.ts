import { createHash } from 'node:crypto';
import { sessionRowPart } from '@/lib/auth/load-session-user';
import type { SessionRow } from '@/lib/auth/domain/session-from-row';
import { LRUCache } from 'lru-cache';
import { NO_PART, part, sql, type SqlPart } from '@/lib/db';
import { listenerEpoch, listening, onMarketPush, startMarketEvents } from '@/lib/db-events';
import { brand } from '@/lib/env';
import { toLocationDto } from '@/lib/locations/to-location-dto';
import type { DeliveryLocationDto } from '@/lib/locations/schemas';
import { purchaseDay } from '@/lib/orders/domain/check-order';

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
  /** A digest of `offers` (their ids and versions) where the reader has one at hand; market lists are shared by it (list-market-offers.ts). */
  offersPrint?: string;
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

/**
 * The head of a user's market (loadMarketRows without offers and favourite) as GET /api/v2/offers's
 * session reads it, at `now`. `rowsPrint`: the part of its fingerprint the account's kept market
 * (below) makes, which marketRowsOf finds it by.
 */
export type MarketHead = Omit<MarketRows, 'offers'> & { now: Date; rowsPrint: string };

/**
 * What an account's market answer is made of besides its head, as this instance last read it: the
 * visible offers' ids and row versions and the delivery addresses. A new window changes the head
 * but not these, so they are kept and read again only when they may have changed:
 * - what the statement digests cheaply on every call changed (`setPrint`: the ENABLED
 *   relationships and their sellers' rows, their terminal and product releases, the buyer's
 *   shareholder terminals, its delivery addresses);
 * - this instance heard of a change to an offer of one of its sellers, or to the catalogue, since
 *   the read (the triggers' market_push notifications, sent at the writer's commit for every real
 *   change of an offer row, docs/market-stream.md), or its listener broke off meanwhile: a
 *   notification may then have passed, and while nobody listens nothing is kept;
 * - the clock reached an offer's end or start (`changesAt`).
 * So a rollover's thousand calls digest a few rows each instead of every visible offer (a market of
 * 2,000 offers: 7 ms of the database's time per call). The rows themselves are kept apart
 * (`rows`), and only rows not kept in the version named are read.
 */
interface AccountMarket {
  setPrint: string;
  /** setPrint and offersPrint: the part of the answer's fingerprint this makes. */
  print: string;
  /** A digest of `visible`. */
  offersPrint: string;
  visible: [id: number, rev: string][];
  locations: DeliveryLocationDto[];
  /** The sellers of the account's ENABLED relationships. */
  sellers: number[];
  /** heard.count and the listener's epoch before the read. */
  heardAt: number;
  epoch: number;
  /** When the clock alone changes which offers are visible (the first end or start ahead), ms. */
  changesAt: number;
}

const accountMarkets = new LRUCache<number, AccountMarket>({ max: 10_000 });
/**
 * Offer rows by id, each the version last read; a row is used only for the version (`rev`) a
 * market names, and an edit or sale makes a new version, so a kept row never goes stale.
 */
const rows = new LRUCache<number, MarketRow>({ max: 50_000 });

/**
 * The offer changes this instance heard of: a running count of market_push notifications that
 * named offers or the catalogue, and the count at the last one per seller and for the catalogue.
 */
const heard = { count: 0, sellers: new Map<number, number>(), catalogue: 0 };
onMarketPush((push) => {
  if ('o' in push) heard.sellers.set(push.s, ++heard.count);
  else if ('c' in push) heard.catalogue = ++heard.count;
});

/** Whether a kept account market still holds at `now` by what this instance heard (see AccountMarket). */
function holds(market: AccountMarket, now: Date): boolean {
  return (
    listening() &&
    market.epoch === listenerEpoch() &&
    now.getTime() < market.changesAt &&
    heard.catalogue <= market.heardAt &&
    market.sellers.every((seller) => (heard.sellers.get(seller) ?? 0) <= market.heardAt)
  );
}

/** Reads of account markets under way, by account: a company's screens ask at once (a rollover), and one read serves them all. */
const reading = new Map<number, Promise<AccountMarket>>();

/**
 * The session's row of a user and the head of its account's market (loadMarketRows without offers
 * and favourite) in one statement: every market call needs both, and at a rollover each round trip
 * of a thousand screens counts. The account's visible offers and delivery addresses come from what
 * this instance keeps (see AccountMarket), read anew only when they may have changed. Undefined when
 * the user does not exist.
 */
export async function sessionWithMarketHead(userId: number, authAt: number, now = new Date()): Promise<(SessionRow & { head: MarketHead }) | undefined> {
  startMarketEvents();
  const refs = { account: part`(SELECT "accountId" FROM "s")`, platform: part`(SELECT "platformId" FROM "s")`, user: part`(SELECT "id" FROM "s")` };
  const [row] = await sql<SessionRow & Omit<MarketRows, 'offers' | 'fingerprint'> & { headPrint: string; setPrint: string }>`${marketRowsPart(
    refs,
    { userId, authAt },
    now,
    { withOffers: false },
  )}`;
  if (!row) return undefined;
  const { windowId, version, priceAdjustment, collectionCutDays, purchaseLimits, headPrint, setPrint, ...sessionRow } = row;
  const market = await accountMarket({ accountId: sessionRow.accountId, platformId: sessionRow.platformId, userId }, setPrint, now);
  const fingerprint = `${headPrint}:${market.print}`;
  return { ...sessionRow, head: { windowId, version, priceAdjustment, collectionCutDays, purchaseLimits, fingerprint, now, rowsPrint: market.print } };
}

/** The account's kept market if it still holds for a head that read `setPrint`; else read (once for the screens asking at once) and kept. */
async function accountMarket(buyer: { accountId: number; platformId: string; userId: number }, setPrint: string, now: Date): Promise<AccountMarket> {
  const fits = (market: AccountMarket | undefined) => market !== undefined && market.setPrint === setPrint && holds(market, now);
  const kept = accountMarkets.get(buyer.accountId);
  if (fits(kept)) return kept!;
  const shared = reading.get(buyer.accountId);
  const read = shared ?? readAccountMarket(buyer, now);
  if (!shared) {
    reading.set(buyer.accountId, read);
    void read.catch(() => undefined).finally(() => reading.get(buyer.accountId) === read && reading.delete(buyer.accountId));
  }
  const market = await read;
  // Another screen's read, begun before this head: its digest may be of the state before a change this head saw.
  return market.setPrint === setPrint || !shared ? market : readAccountMarket(buyer, now);
}

async function readAccountMarket(buyer: { accountId: number; platformId: string; userId: number }, now: Date): Promise<AccountMarket> {
  const before = { heardAt: heard.count, epoch: listenerEpoch() };
  const [row] = await sql<{
    setPrint: string;
    visible: AccountMarket['visible'];
    locations: Parameters<typeof toLocationDto>[0][];
    sellers: number[];
    changesAt: number | null;
  }>`${accountMarketPart(buyer, now)}`;
  const offersPrint = createHash('sha1').update(JSON.stringify(row.visible)).digest('base64url');
  const market = {
    ...row,
    print: `${row.setPrint}:${offersPrint}`,
    offersPrint,
    locations: row.locations.map(toLocationDto),
    ...before,
    changesAt: row.changesAt ?? Infinity,
  };
  accountMarkets.set(buyer.accountId, market);
  return market;
}

/**
 * The account's market rows and delivery addresses for a head sessionWithMarketHead read, from
 * what this instance keeps (reading only offer rows it does not hold), or null when it does not
 * know the account's market at that fingerprint (the caller reads it whole).
 */
export async function marketRowsOf(accountId: number, head: MarketHead): Promise<{ market: MarketRows; locations: DeliveryLocationDto[] } | null> {
  const market = accountMarkets.get(accountId);
  if (market?.print !== head.rowsPrint) return null;
  const kept = market.visible.map(([id, rev]) => {
    const row = rows.get(id);
    return row?.rev === rev ? row : undefined;
  });
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
      rows.set(row.id, row);
      read.set(row.id, row);
    }
  }
  // A row that changed since the head was read comes newer than the head: the next call's fingerprint differs and builds anew.
  const offers = market.visible.map(([id], i) => kept[i] ?? read.get(id)).filter((row): row is MarketRow => row !== undefined);
  // The digest names the rows only when each is the version `visible` names.
  return { market: { ...head, offers, offersPrint: missing.length ? undefined : market.offersPrint }, locations: market.locations };
}

/** How a statement names the buyer: bound values, or a read of the same statement (the session's row). */
type BuyerRefs = { account: SqlPart; platform: SqlPart; user: SqlPart };

/**
 * The statement of loadMarketRows, the buyer named by `buyer`. With `session`, it reads the
 * session's row (WITH entry "s") too, which the answer's row then carries, and the head's two
 * digests (headPrint, setPrint) instead of the fingerprint and the offers: sessionWithMarketHead
 * keeps the visible offers per account and reads them apart (accountMarketPart), only when they
 * may have changed. A statement that names every visible offer costs PostgreSQL several times more
 * to plan than to run the head, so the head's statement names none.
 */
function marketRowsPart(
  buyer: BuyerRefs,
  session: { userId: number; authAt: number } | null,
  now: Date,
  options: { favouriteId?: number; offerId?: number; withOffers: boolean },
): SqlPart {
  const at = now.toISOString();
  const day = purchaseDay(now, brand().timeZone);
  const [dayStart, dayEnd] = [day.start.toISOString(), day.end.toISOString()];
  // MATERIALIZED: read once, though the answer names its columns twice (the row, its digest).
  const head = part`"head" AS MATERIALIZED (
      SELECT
        (SELECT "id" FROM "MarketWindow"
          WHERE "platformId" = ${buyer.platform} AND "created" <= ${at}::timestamp(3) AND "expires" > ${at}::timestamp(3)
          ORDER BY "created" DESC LIMIT 1) AS "windowId",
        (SELECT "version"::text FROM "MarketVersion" WHERE "id" = 1) AS "version",
        (SELECT "priceAdjustment"::text FROM "Account" WHERE "id" = ${buyer.account}) AS "priceAdjustment",
        (SELECT "collectionCutDays" FROM "Account" WHERE "id" = ${buyer.account}) AS "collectionCutDays",
        -- What a shareholder bought today of each limited product, spot and trigger: one index range per limit, none for other buyers.
        -- The day's end bounds the range: without it PostgreSQL's plan for any day guesses a third of the buyer's orders, finds
        -- it dearer than planning anew and plans the statement at every call (a millisecond and more).
        (SELECT json_agg(json_build_object('productId', l."productId", 'productName', p."name", 'limitCbm', trim_scale(l."limitCbm")::text,
                  'boughtCbm', trim_scale(
                    (SELECT coalesce(sum(o."quantity"), 0) FROM "Order" o
                     WHERE o."buyerAccountId" = l."accountId" AND o."productId" = l."productId"
                       AND o."status" <> 'CANCELLED' AND o."created" >= ${dayStart}::timestamp(3) AND o."created" < ${dayEnd}::timestamp(3))
                    + (SELECT coalesce(sum(i."quantity"), 0) FROM "TriggerOrder" t JOIN "TriggerOrderItem" i ON i."triggerOrderId" = t."id"
                       WHERE t."buyerAccountId" = l."accountId" AND i."productId" = l."productId"
                         AND t."status" <> 'CANCELLED' AND t."created" >= ${dayStart}::timestamp(3) AND t."created" < ${dayEnd}::timestamp(3)))::text) ORDER BY p."name")
          FROM "PurchaseLimit" l JOIN "Product" p ON p."id" = l."productId" WHERE l."accountId" = ${buyer.account}) AS "purchaseLimits"
    )`;
  const headPrint = part`json_build_array("head"."windowId", "head"."version", "head"."priceAdjustment", "head"."collectionCutDays", md5("head"."purchaseLimits"::text))::text`;
  if (session) {
    return part`
      WITH "s" AS (${sessionRowPart(session.userId, session.authAt)}), ${head}, ${releasedPart(buyer)}
      SELECT "s".*, "head".*, ${headPrint} AS "headPrint", ${setPrintPart(buyer, null)} AS "setPrint"
      FROM "head" CROSS JOIN "s"`;
  }
  return part`
    WITH ${head}, ${releasedPart(buyer)}, ${visiblePart(buyer, at, options.offerId ?? null)},
    "offers" AS (
      SELECT ${OFFER_COLUMNS}
      FROM "visible" v JOIN "Offer" o ON o."id" = v."id"
    )
    SELECT "head".*,
      concat_ws(':', ${headPrint}, (SELECT count(*) || ':' || coalesce(sum("hash"), 0) FROM "visible"), ${setPrintPart(buyer, options.favouriteId ?? null)}) AS "fingerprint",
      -- Only evaluated when asked for: a fingerprint alone reads no offer column.
      CASE WHEN ${options.withOffers} THEN (SELECT coalesce(json_agg("offers"), '[]'::json) FROM "offers") END AS "offers"
    FROM "head"`;
}

/**
 * What sessionWithMarketHead keeps of an account's market (AccountMarket), read in one statement:
 * setPrint, the visible offers' ids and versions, the delivery addresses, the sellers of its
 * ENABLED relationships and the first instant ahead at which the clock alone changes the visible
 * offers (a visible one ends, or one of these sellers' starts), in ms.
 */
function accountMarketPart(buyer: { accountId: number; platformId: string; userId: number }, now: Date): SqlPart {
  const refs = { account: part`${buyer.accountId}::int`, platform: part`${buyer.platformId}::text`, user: part`${buyer.userId}::int` };
  const at = now.toISOString();
  return part`
    WITH ${releasedPart(refs)}, ${visiblePart(refs, at, null)}
    SELECT ${setPrintPart(refs, null)} AS "setPrint",
      (SELECT coalesce(json_agg(json_build_array("id", "rev") ORDER BY "id"), '[]'::json) FROM "visible") AS "visible",
      (SELECT coalesce(json_agg(json_build_object('id', l."id", 'company', l."company", 'street', l."street", 'postCode', l."postCode",
          'city', l."city", 'county', l."county", 'country', l."country", 'contactPerson', l."contactPerson",
          'onSiteContact', l."onSiteContact", 'instructions', l."instructions") ORDER BY l."county", l."postCode", l."id"), '[]'::json)
        FROM "DeliveryLocation" l WHERE l."accountId" = ${refs.account}) AS "locations",
      (SELECT coalesce(json_agg("sellerAccountId"), '[]'::json) FROM "released") AS "sellers",
      (extract(epoch FROM least(
        (SELECT min("endsAt") FROM "visible"),
        (SELECT min(o."startsAt") FROM "released" rel JOIN "Offer" o ON o."sellerAccountId" = rel."sellerAccountId"
         WHERE o."status" = 'ACTIVE' AND o."startsAt" > ${at}::timestamp(3) AND o."remainingVolume" > 0))) * 1000)::float8 AS "changesAt"`;
}

/** WITH entry "released": the buyer's ENABLED relationships with sellers that trade, each with a digest of its and its seller's row. */
function releasedPart(buyer: BuyerRefs): SqlPart {
  return part`"released" AS (
      SELECT r."id", r."sellerAccountId", r."allTerminals", r."allProducts", s."name" AS "sellerName", s.xmin::text AS "sellerXmin",
        hashint8extended(r.xmin::text::bigint * 4294967296 + s.xmin::text::bigint, r."id") AS "hash"
      FROM "Relationship" r
      JOIN "Account" s ON s."id" = r."sellerAccountId"
      WHERE r."buyerAccountId" = ${buyer.account} AND r."status" = 'ENABLED'
        AND s."type" = 'SELLER' AND NOT s."blocked" AND s."releasedForTrading" AND s."platformId" = ${buyer.platform}
    )`;
}

/**
 * WITH entry "visible" (after "released"): the offers the buyer may see by the database's rules at
 * `at` (all, or the one `offerId` names), each with its version and a digest of it. Every row
 * version has its own xmin, so (id, xmin) changes with any change to an offer.
 */
function visiblePart(buyer: BuyerRefs, at: string, offerId: number | null): SqlPart {
  return part`"visible" AS (
      SELECT o."id", rel."sellerName", o.xmin::text || ':' || rel."sellerXmin" AS "rev", o."endsAt",
        hashint8extended(o."id"::bigint * 4294967296 + o.xmin::text::bigint, 0) AS "hash"
      FROM "released" rel
      JOIN "Offer" o ON o."sellerAccountId" = rel."sellerAccountId"
      -- Fuels only: additives are sold by the container (lib/additives), never by the cbm.
      JOIN "Product" p ON p."id" = o."productId" AND p."type" = 'FUEL'
      JOIN "Terminal" t ON t."id" = o."terminalId"
      JOIN "Region" g ON g."id" = t."regionId" AND g."platformId" = ${buyer.platform}
      WHERE o."status" = 'ACTIVE' AND o."startsAt" <= ${at}::timestamp(3) AND o."endsAt" > ${at}::timestamp(3)
        AND o."remainingVolume" > 0 ${offerId === null ? NO_PART : part`AND o."id" = ${offerId}::int`}
        AND (rel."allTerminals" OR EXISTS (
          SELECT 1 FROM "RelationshipTerminal" rt WHERE rt."relationshipId" = rel."id" AND rt."terminalId" = o."terminalId"))
        AND (rel."allProducts" OR EXISTS (
          SELECT 1 FROM "RelationshipProduct" rp WHERE rp."relationshipId" = rel."id" AND rp."productId" = o."productId"))
        -- A shareholder buys only at the terminals the operator set (design 11); none set: every terminal.
        AND NOT EXISTS (
          SELECT 1 FROM "Account" b WHERE b."id" = ${buyer.account}
            AND cardinality(b."shareholderTerminalIds") > 0 AND NOT o."terminalId" = ANY(b."shareholderTerminalIds"))
    )`;
}

/**
 * A digest of what decides which offers the buyer sees besides the offer rows (after WITH entry
 * "released"): its relationships and their sellers' rows, their terminal and product releases, its
 * shareholder terminals, its delivery addresses, and the favourite asked for.
 */
function setPrintPart(buyer: BuyerRefs, favouriteId: number | null): SqlPart {
  return part`json_build_array(
      (SELECT coalesce(sum("hash"), 0) FROM "released"),
      (SELECT coalesce(sum(hashtextextended(rt::text, 0)), 0) FROM "RelationshipTerminal" rt WHERE rt."relationshipId" IN (SELECT "id" FROM "released")),
      (SELECT coalesce(sum(hashtextextended(rp::text, 0)), 0) FROM "RelationshipProduct" rp WHERE rp."relationshipId" IN (SELECT "id" FROM "released")),
      (SELECT "shareholderTerminalIds"::text FROM "Account" WHERE "id" = ${buyer.account}),
      (SELECT coalesce(sum(hashtextextended(l::text, 0)), 0) FROM "DeliveryLocation" l WHERE l."accountId" = ${buyer.account}),
      (SELECT hashtextextended(f::text, 0) FROM "Favourite" f WHERE f."id" = ${favouriteId}::int AND f."userId" = ${buyer.user})
    )::text`;
}
