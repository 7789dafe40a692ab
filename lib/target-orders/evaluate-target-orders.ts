import Decimal from 'decimal.js';
import { sql } from '@/lib/db';
import { brand } from '@/lib/env';
import { log } from '@/lib/log';
import { findBuyableOffers } from '@/lib/market/find-buyable-offers';
import { getCurrentWindow } from '@/lib/market-window/get-current-window';
import { getPreviousWindow, getWindow } from '@/lib/market-window/read-window';
import { windowCovering, type StoredWindow } from '@/lib/market-window/issue-window';
import { loadPricingContext, priceForBuyer } from '@/lib/pricing/price-offers';
import { matchTargetOrders, type Match, type PricedOffer } from './domain/match-target-orders';
import { todayIn } from './domain/valid-until';
import { fillTargetOrder, type FillOutcome } from './fill-target-order';

/**
 * Listener of the market loop, beside the price alerts: at each window's issue, expires the
 * orders whose last day has ended, then matches every standing target order of the window's
 * platform and fills the matches one by one in price-time priority (design 13). Never on a clone
 * window (limited market), and only while the window is the current one. `only` narrows to some
 * orders: the one just placed. One fill's failure is logged and does not stop the others.
 */
export async function evaluateTargetOrders(windowId: number, now = new Date(), only?: number[]): Promise<FillOutcome[]> {
  const outcomes: FillOutcome[] = [];
  for (const match of await matchWindow(windowId, now, only)) {
    try {
      const outcome = await fillTargetOrder(match.targetOrderId, match, windowId, now);
      outcomes.push(outcome);
      log.info({ targetOrderId: match.targetOrderId, offerId: match.offerId, windowId, ...outcome }, 'target order matched');
    } catch (error) {
      log.error({ err: error, targetOrderId: match.targetOrderId, windowId }, 'target order not filled');
    }
  }
  return outcomes;
}

/** The matching alone (what the bench times): expiry, then the standing orders against their buyers' priced offers of the window. */
export async function matchWindow(windowId: number, now: Date, only?: number[]): Promise<Match[]> {
  const window = await getWindow(windowId);
  if (!window) return [];
  await expireTargetOrders(window.platformId, now);
  if (window.isClone || now < window.created || now >= window.expires) return [];
  const orders = await standingOrders(window.platformId, windowId, now, only);
  if (orders.length === 0) return [];
  const previousWindow = await getPreviousWindow(window.platformId, window);
  const candidates = await pricedOffersOfBuyers(window.platformId, orders, window, previousWindow, now);
  return matchTargetOrders(orders.map((o) => ({ ...o, candidates: candidates.get(o.accountId) ?? [] })));
}

/** A target order just placed is matched at once against the current window, as if the buyer had bought. */
export async function matchPlacedTargetOrder(platformId: string, targetOrderId: number, now = new Date()) {
  const window = await getCurrentWindow(platformId, now);
  return window ? evaluateTargetOrders(window.id, now, [targetOrderId]) : [];
}

/**
 * A seller's rule or offer change within a window (design 13): after it commits, the standing
 * orders that one of the changed offers could fill (its product, and its terminal and seller where
 * the order names some) are matched against the current window, on the window issue's own path,
 * so each still takes its best offer and fills at most once per window. A window not issued yet is
 * not issued here: its issue matches every order anyway.
 */
export async function matchChangedOffers(platformId: string, offerIds: number[], now = new Date()): Promise<FillOutcome[]> {
  const [window] = await sql<{ id: number }>`${windowCovering(platformId, now)}`;
  if (!window || offerIds.length === 0) return [];
  const reached = await sql<{ id: number }>`
    SELECT t."id" FROM "TargetOrder" t JOIN "Account" a ON a."id" = t."accountId"
    WHERE t."status" IN ('OPEN', 'PARTLY_FILLED') AND a."platformId" = ${platformId}
      AND EXISTS (
        SELECT 1 FROM "Offer" o
        WHERE o."id" = ANY(${offerIds}::int[]) AND o."status" = 'ACTIVE' AND o."remainingVolume" > 0 AND o."productId" = t."productId"
          AND (cardinality(t."terminalIds") = 0 OR o."terminalId" = ANY(t."terminalIds"))
          AND (cardinality(t."sellerAccountIds") = 0 OR o."sellerAccountId" = ANY(t."sellerAccountIds")))`;
  return reached.length === 0
    ? []
    : evaluateTargetOrders(
        window.id,
        now,
        reached.map((o) => o.id),
      );
}

/** Every standing order whose last day has ended in the brand's zone is EXPIRED (its fills stay). */
async function expireTargetOrders(platformId: string, now: Date) {
  await sql`
    UPDATE "TargetOrder" t SET "status" = 'EXPIRED', "version" = t."version" + 1, "updatedAt" = ${now}::timestamp
    FROM "Account" a
    WHERE a."id" = t."accountId" AND a."platformId" = ${platformId} AND a."type" = 'BUYER'
      AND t."status" IN ('OPEN', 'PARTLY_FILLED', 'SUSPENDED') AND t."validUntil" < ${todayIn(now, brand().timeZone)}`;
}

/**
 * The orders that may fill in this window: standing, not expired, of a buyer not blocked, and not
 * yet filled in it (a change within the window evaluates again), in the order they were placed.
 * Hand-written: at a window's issue these are all the platform's orders, where the ORM's reading
 * of each row showed in the bench's profile.
 */
async function standingOrders(platformId: string, windowId: number, now: Date, only?: number[]) {
  const rows = await sql<{
    id: number;
    accountId: number;
    createdAt: Date;
    productId: number;
    terminalIds: number[];
    sellerAccountIds: number[];
    liftingPeriodId: number | null;
    volume: string;
    filledVolume: string;
    partFills: boolean;
    minPart: string | null;
    limitPrice: string;
  }>`
    SELECT t."id", t."accountId", t."createdAt", t."productId", t."terminalIds", t."sellerAccountIds", t."liftingPeriodId",
           t."volume"::text AS "volume", t."filledVolume"::text AS "filledVolume", t."partFills", t."minPart"::text AS "minPart",
           t."limitPrice"::text AS "limitPrice"
    FROM "TargetOrder" t JOIN "Account" a ON a."id" = t."accountId"
    WHERE t."status" IN ('OPEN', 'PARTLY_FILLED') AND t."validUntil" >= ${todayIn(now, brand().timeZone)}
      AND a."platformId" = ${platformId} AND a."type" = 'BUYER' AND NOT a."blocked"
      AND NOT EXISTS (SELECT 1 FROM "TargetOrderFill" f WHERE f."targetOrderId" = t."id" AND f."windowId" = ${windowId})
      AND (${only ?? null}::int[] IS NULL OR t."id" = ANY(${only ?? null}::int[]))
    ORDER BY t."createdAt", t."id"`;
  return rows.map((r) => ({
    ...r,
    volume: new Decimal(r.volume),
    filledVolume: new Decimal(r.filledVolume),
    minPart: r.minPart === null ? null : new Decimal(r.minPart),
    limitPrice: new Decimal(r.limitPrice),
  }));
}

/**
 * Each buyer's buyable offers of the orders' products at the buyer's own prices in this window,
 * as its market shows them (the same visibility and the same engine, `priceForBuyer`). Priced once
 * per price list rather than per buyer: a buyer that no ACCOUNT rule names sees the same prices
 * as every other such buyer with the same shareholder adjustment (none, mostly), so each offer is
 * priced about once however many buyers wait on it.
 */
async function pricedOffersOfBuyers(
  platformId: string,
  orders: { accountId: number; productId: number }[],
  window: StoredWindow,
  previousWindow: StoredWindow | null,
  now: Date,
): Promise<Map<number, PricedOffer[]>> {
  const accountIds = [...new Set(orders.map((o) => o.accountId))];
  const productIds = [...new Set(orders.map((o) => o.productId))];
  const byBuyer = await findBuyableOffers({ accountIds, platformId }, window, now, { productIds });
  const offers = [...new Map([...byBuyer.values()].flat().map((o) => [o.id, o])).values()];
  const sellers = [...new Set(offers.map((o) => o.sellerAccountId))];
  const [context, before, accounts] = await Promise.all([
    loadPricingContext(window, sellers),
    previousWindow && offers.some((o) => o.maxPriceDrop) ? loadPricingContext(previousWindow, sellers) : null,
    sql<{
      id: number;
      priceAdjustment: string | null;
    }>`SELECT "id", "priceAdjustment"::text AS "priceAdjustment" FROM "Account" WHERE "id" = ANY(${accountIds}::int[])`,
  ]);
  const named = new Set(
    [...context.rulesBySeller.values(), context.poolRules]
      .flat()
      .filter((rule) => rule.scope === 'ACCOUNT')
      .flatMap((rule) => rule.accountIds ?? []),
  );
  const adjustments = new Map(accounts.map((a) => [a.id, a.priceAdjustment === null ? null : new Decimal(a.priceAdjustment)]));
  const priceLists = new Map<string, Map<number, PricedOffer | null>>();
  const result = new Map<number, PricedOffer[]>();
  for (const accountId of accountIds) {
    const shareholderAdjustment = adjustments.get(accountId) ?? null;
    const key = `${named.has(accountId) ? accountId : 'market'}/${shareholderAdjustment?.toFixed() ?? ''}`;
    const list = priceLists.get(key) ?? new Map<number, PricedOffer | null>();
    priceLists.set(key, list);
    const priced: PricedOffer[] = [];
    for (const o of byBuyer.get(accountId) ?? []) {
      let offer = list.get(o.id);
      if (offer === undefined) {
        const result = priceForBuyer(context, before, o, { buyerAccountId: accountId, shareholderAdjustment });
        offer = result.ok
          ? {
              id: o.id,
              sellerAccountId: o.sellerAccountId,
              productId: o.productId,
              terminalId: o.terminalId,
              liftingPeriodId: o.liftingPeriodId,
              price: result.price,
              createdAt: o.createdAt,
              remaining: new Decimal(o.remainingVolume.toString()),
              min: new Decimal(o.minOrderQuantity.toString()),
              max: new Decimal(o.maxOrderQuantity.toString()),
            }
          : null;
        list.set(o.id, offer);
      }
      if (offer) priced.push(offer);
    }
    result.set(accountId, priced);
  }
  return result;
}
