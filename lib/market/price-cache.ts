import type Decimal from 'decimal.js';
import { vatRate } from '@/lib/catalogue/vat-rate';
import { sql } from '@/lib/db';
import { listening, onMarketChanged, startMarketEvents } from '@/lib/db-events';
import { getPreviousWindow, getWindow } from '@/lib/market-window/read-window';
import type { StoredWindow } from '@/lib/market-window/issue-window';
import type { PricingResult } from '@/lib/pricing/domain/types';
import { LRUCache } from 'lru-cache';
import type { MarketList } from './list-market-offers';
import type { OfferPart } from './offer-parts';
import { atWindow, loadPricingContext, priceForBuyer, type OfferToPrice, type PricingContext } from '@/lib/pricing/price-offers';

/**
 * What the market needs besides the buyer's offers, for one market window at one market version
 * (docs/marketplace.md): the pricing context at the window and the one before (maximum price
 * drop), the catalogue, and the prices already computed. Everything in it depends only on the
 * window and on tables whose every change bumps the version, so the key (window id, version)
 * names its content exactly.
 */
export interface MarketSnapshot {
  window: StoredWindow;
  context: PricingContext;
  before: PricingContext | null;
  /** The window before this one: its snapshot prices the market's price change. */
  previousWindowId: number | null;
  products: Map<number, { id: number; name: string; category: string; categoryOrder: number }>;
  terminals: Map<number, { id: number; name: string; region: { id: number; name: string } }>;
  liftingPeriods: Map<number, { code: string; name: string; startDays: number; endDays: number }>;
  vat: string | null;
  /** Per seller, the buyer accounts its rules name: only their prices differ by buyer. */
  accountTargets: Map<number, Set<number>>;
  /** Market prices by shareholder adjustment and the offer's pricing fields. */
  prices: Map<string, PricingResult>;
  /** The offers' priced and written parts by price class, day and row version (offer-parts.ts). */
  parts: Map<string, OfferPart | null>;
  /** The market lists written from these parts, by price class, day, offer rows and query (list-market-offers.ts). */
  lists: LRUCache<string, MarketList>;
}

/** A bound on the lists kept per snapshot, in bytes: a 2,000-offer list has 1.7 million. */
const MAX_LIST_BYTES = 16_000_000;

/** A bound on prices kept per snapshot; offers whose pricing fields change leave old keys behind. */
const MAX_PRICES = 100_000;
/** Snapshots kept: the current window and version, and a few just before while requests finish. */
const MAX_SNAPSHOTS = 4;

const snapshots = new Map<string, Promise<MarketSnapshot>>();
// A change drops everything at once; the version in the key already keeps a missed one out.
onMarketChanged(() => snapshots.clear());

/**
 * The snapshot for (window, version), shared by all requests of this instance. While the change
 * listener is down the cache is not used: every request builds its own.
 */
export function marketSnapshot(platformId: string, windowId: number, version: string): Promise<MarketSnapshot> {
  startMarketEvents();
  if (!listening()) return buildSnapshot(platformId, windowId);
  const key = `${platformId}:${windowId}:${version}`;
  let snapshot = snapshots.get(key);
  if (!snapshot) {
    snapshot = buildSnapshot(platformId, windowId);
    snapshots.set(key, snapshot);
    snapshot.catch(() => snapshots.delete(key));
    for (const old of snapshots.keys()) if (snapshots.size > MAX_SNAPSHOTS) snapshots.delete(old);
  }
  return snapshot;
}

export async function buildSnapshot(platformId: string, windowId: number): Promise<MarketSnapshot> {
  const window = await getWindow(windowId);
  if (!window) throw new Error(`market window ${windowId} is gone`);
  const [context, previous, products, terminals, liftingPeriods, vat] = await Promise.all([
    loadPricingContext(window),
    getPreviousWindow(platformId, window),
    sql<{ id: number; name: string; category: string; categoryOrder: number }>`
      SELECT "id", "name", "category", "categoryOrder" FROM "Product" WHERE "type" = 'FUEL'`,
    sql<{ id: number; name: string; region: { id: number; name: string } }>`
      SELECT t."id", t."name", json_build_object('id', r."id", 'name', r."name") AS "region"
      FROM "Terminal" t JOIN "Region" r ON r."id" = t."regionId" WHERE r."platformId" = ${platformId}`,
    sql<{ id: number; code: string; name: string; startDays: number; endDays: number }>`
      SELECT "id", "code", "name", "startDays", "endDays" FROM "LiftingPeriod"`,
    vatRate(platformId),
  ]);
  const accountTargets = new Map<number, Set<number>>();
  for (const [seller, rules] of context.rulesBySeller) {
    for (const rule of rules) {
      if (!rule.accountIds?.length) continue;
      const targets = accountTargets.get(seller) ?? new Set<number>();
      for (const id of rule.accountIds) targets.add(id);
      accountTargets.set(seller, targets);
    }
  }
  return {
    window,
    context,
    before: previous ? atWindow(context, previous) : null,
    previousWindowId: previous?.id ?? null,
    products: new Map(products.map((p) => [p.id, p])),
    terminals: new Map(terminals.map((t) => [t.id, t])),
    liftingPeriods: new Map(liftingPeriods.map(({ id, ...period }) => [id, period])),
    vat: vat?.toFixed(2) ?? null,
    accountTargets,
    prices: new Map(),
    parts: new Map(),
    lists: new LRUCache({
      maxSize: MAX_LIST_BYTES,
      sizeCalculation: (list) => list.offers.reduce((n, text) => n + text.length, 0) + list.terminals.length + 1,
    }),
  };
}

/**
 * The offer's price for a buyer, exactly as priceOffers gives it. A buyer named by a rule of the
 * offer's seller gets its own computation; every other buyer's price depends only on the offer,
 * the snapshot and the shareholder adjustment, so it is computed once and kept.
 */
export function priceFor(snapshot: MarketSnapshot, offer: OfferToPrice, buyer: { accountId: number; shareholderAdjustment: Decimal | null }): PricingResult {
  if (snapshot.accountTargets.get(offer.sellerAccountId)?.has(buyer.accountId)) {
    return priceForBuyer(snapshot.context, snapshot.before, offer, { buyerAccountId: buyer.accountId, shareholderAdjustment: buyer.shareholderAdjustment });
  }
  const key = `${buyer.shareholderAdjustment?.toString() ?? ''}|${pricingKey(offer)}`;
  let result = snapshot.prices.get(key);
  if (!result) {
    result = priceForBuyer(snapshot.context, snapshot.before, offer, { shareholderAdjustment: buyer.shareholderAdjustment });
    if (snapshot.prices.size >= MAX_PRICES) snapshot.prices.clear();
    snapshot.prices.set(key, result);
  }
  return result;
}

/** Every offer field the engine reads: an offer edit gives a new key, so no offer change needs a notice. */
function pricingKey(o: OfferToPrice): string {
  // A numeric column of fixed scale reads as one text per value, so the text is a faithful key.
  const text = (value: { toString(): string } | null) => (value === null ? '' : value.toString());
  return [
    o.id,
    o.sellerAccountId,
    o.priceType,
    o.productId,
    o.terminalId,
    o.iceMonth ?? '',
    o.fxSymbol ?? '',
    text(o.fixedPrice),
    text(o.fxPremium),
    text(o.surcharge),
    text(o.minimumPrice),
    text(o.maxPriceDrop),
  ].join('|');
}
