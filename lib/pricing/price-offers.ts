import Decimal from 'decimal.js';
import { part, sql } from '@/lib/db';
import { brand } from '@/lib/env';
import { settlementDay } from '@/lib/market-data/domain/settlement';
import type { Offer } from '@/lib/generated/prisma/client';
import type { StoredWindow } from '@/lib/market-window/issue-window';
import { withPoolRules } from './domain/pool-rules';
import { priceOffer } from './domain/price-offer';
import type { MarketQuotes, PriceRule, PricingResult } from './domain/types';
import { engineRule } from './rule-record';

/** The offer fields the engine needs, as stored. */
export type OfferToPrice = Pick<Offer, 'id' | 'sellerAccountId' | 'priceType' | 'productId' | 'terminalId' | 'iceMonth' | 'fxSymbol'> & {
  fixedPrice: Decimal.Value | { toString(): string } | null;
  fxPremium: Decimal.Value | { toString(): string } | null;
  surcharge: Decimal.Value | { toString(): string };
  minimumPrice: Decimal.Value | { toString(): string } | null;
  maxPriceDrop: Decimal.Value | { toString(): string } | null;
};

/** Everything the engine reads besides the offer, loaded once for many offers at one window. */
export interface PricingContext {
  windowCreated: Date;
  market: MarketQuotes;
  /** Each seller's rules; a list is indexed the first time it is priced and must not change after. */
  rulesBySeller: Map<number, readonly PriceRule[]>;
  /** The rules of a seller without rules of its own: the pool master's global rules, where the brand has them. */
  poolRules: readonly PriceRule[];
  densities: Map<number, Decimal>;
  networks: Map<number, number>;
}

/**
 * The context of `window` for the rules of the given sellers (all sellers without a list). With
 * the brand's global-rules master add-on, the GLOBAL rules of the pool's master sellers (account
 * feature globalRulesMaster) apply to every other seller too (./domain/pool-rules.ts); a change
 * of them bumps the market version like any rule change.
 */
export async function loadPricingContext(window: StoredWindow, sellerAccountIds?: number[]): Promise<PricingContext> {
  const [sellerRules, products, terminals, settlement] = await Promise.all([
    loadSellerRules(sellerAccountIds),
    sql<{ id: number; density: string | null }>`SELECT "id", "density"::text AS "density" FROM "Product"`,
    sql<{ id: number; regionId: number }>`SELECT "id", "regionId" FROM "Terminal"`,
    sql<{ symbol: string; price: string; timestamp: Date }>`
      SELECT DISTINCT ON ("symbol") "symbol", "price"::text AS "price", "timestamp"
      FROM "MarketQuote" WHERE "settlement" AND "timestamp" <= ${window.created}::timestamp ORDER BY "symbol", "timestamp" DESC`,
  ]);
  return {
    windowCreated: window.created,
    market: {
      live: Object.fromEntries(window.prices.map((p) => [p.symbol, p.price])),
      settlement: Object.fromEntries(settlement.map((q) => [q.symbol, new Decimal(q.price)])),
      settledOn: Object.fromEntries(settlement.map((q) => [q.symbol, settlementDay(q.timestamp)])),
    },
    ...sellerRules,
    densities: new Map(products.map((p) => [p.id, p.density ? dec(p.density) : DEFAULT_DENSITY])),
    networks: new Map(terminals.map((t) => [t.id, t.regionId])),
  };
}

/** The rules the engine prices with, by seller, the pool master's GLOBAL rules added where the brand has them. */
export async function loadSellerRules(sellerAccountIds?: number[]): Promise<Pick<PricingContext, 'rulesBySeller' | 'poolRules'>> {
  const { flags, platformId } = brand();
  const [rules, pool] = await Promise.all([
    sql<RuleRow>`SELECT ${RULE_COLUMNS} FROM "PriceRule"
      WHERE ${sellerAccountIds ?? null}::int[] IS NULL OR "sellerAccountId" = ANY(${sellerAccountIds ?? null}::int[]) ORDER BY "id"`,
    flags.globalRulesMasterAddOn ? poolMasterRules(platformId) : [],
  ]);
  const rulesBySeller = new Map<number, PriceRule[]>();
  for (const row of rules) {
    const sellers = rulesBySeller.get(row.sellerAccountId);
    if (sellers) sellers.push(engineRule(row));
    else rulesBySeller.set(row.sellerAccountId, [engineRule(row)]);
  }
  const masters = new Set(pool.map((row) => row.sellerAccountId));
  const poolRules = pool.map(engineRule);
  if (poolRules.length) for (const [seller, own] of rulesBySeller) if (!masters.has(seller)) rulesBySeller.set(seller, withPoolRules(own, poolRules));
  return { rulesBySeller, poolRules: poolRules.length ? withPoolRules([], poolRules) : NO_RULES };
}

/** One seller's rules as the engine prices its offers: its own, else the pool's. */
export const rulesOfSeller = (rules: Pick<PricingContext, 'rulesBySeller' | 'poolRules'>, sellerAccountId: number) =>
  rules.rulesBySeller.get(sellerAccountId) ?? rules.poolRules;

/**
 * The GLOBAL rules of the platform's master sellers. A blocked master prices nothing (no way
 * around a block): its rules leave the pool with its offers, and come back when it is unblocked;
 * either change bumps the market version (migration pool_master_blocked).
 */
function poolMasterRules(platformId: string) {
  return sql<RuleRow>`SELECT ${RULE_COLUMNS} FROM "PriceRule" r
    WHERE r."scope" = 'GLOBAL' AND r."sellerAccountId" IN (
      SELECT a."id" FROM "Account" a
      WHERE a."platformId" = ${platformId} AND a."type" = 'SELLER' AND NOT a."blocked" AND ${POOL_MASTER_FEATURE} = ANY(a."features"))
    ORDER BY r."id"`;
}

/** A stored rule's columns as engineRule reads them: the value as exact text. */
type RuleRow = Parameters<typeof engineRule>[0] & { sellerAccountId: number };
const RULE_COLUMNS = part`"id", "sellerAccountId", "kind", "scope", "name", "value"::text AS "value", "unit", "symbol", "expiresAt", "direction",
  "networkIds", "terminalIds", "productIds", "offerIds", "accountIds"`;

/**
 * The offer's own settings become OFFER-scope rules, so they win over the seller's broader rules
 * and show in the breakdown like any other rule. Negative ids keep them apart from stored rules.
 */
export function offerRules(offer: OfferToPrice): PriceRule[] {
  // Each rule written out in full: spreading a shared template into them took a third of the
  // time of pricing the offer.
  const scope = 'OFFER';
  const offerIds = [offer.id];
  const rules: PriceRule[] = [];
  if (offer.priceType !== 'FIXED' && offer.fxSymbol) rules.push({ id: -1, kind: 'FX_LIVE_SYMBOL', scope, offerIds, value: ZERO, symbol: offer.fxSymbol });
  if (offer.priceType !== 'FIXED' && offer.fxPremium) rules.push({ id: -2, kind: 'FX_LIVE_PREMIUM', scope, offerIds, value: dec(offer.fxPremium) });
  const surcharge = dec(offer.surcharge);
  if (!surcharge.isZero()) rules.push({ id: -3, kind: 'PRICE', scope, offerIds, name: 'offer surcharge', value: surcharge, unit: 'EUR/100L15' });
  if (offer.minimumPrice) {
    rules.push({
      id: -4,
      kind: offer.priceType === 'FIXED' ? 'MIN_PRICE_FIXED' : 'MIN_PRICE_TRACKING',
      scope,
      offerIds,
      value: dec(offer.minimumPrice),
      unit: 'EUR/100L15',
    });
  }
  return rules;
}

interface PriceAtOptions {
  /** A rule set other than the stored one ("what if", for checking a rule change); pass one list for all offers, it is indexed once. */
  rules?: readonly PriceRule[];
  buyerAccountId?: number;
  shareholderAdjustment?: Decimal | null;
  windowReferencePrice?: Decimal;
  /** Rules of this offer alone beside its own settings (a trigger contract's premium and conversion factor). */
  ownRules?: readonly PriceRule[];
}

/** One offer's price at the context's window, for the market (no buyer) or for one buyer account. */
export function priceAt(context: PricingContext, offer: OfferToPrice, options: PriceAtOptions = {}): PricingResult {
  const { exchangeSymbol, decimals } = brand();
  return priceOffer({
    offer: {
      id: offer.id,
      priceType: offer.priceType,
      productId: offer.productId,
      terminalId: offer.terminalId,
      networkId: context.networks.get(offer.terminalId) ?? 0,
      fixedPrice: offer.fixedPrice ? dec(offer.fixedPrice) : undefined,
      iceMonth: offer.iceMonth ?? undefined,
      maxPriceDrop: offer.maxPriceDrop ? dec(offer.maxPriceDrop) : undefined,
    },
    rules: options.rules ?? rulesOfSeller(context, offer.sellerAccountId),
    offerRules: options.ownRules ? [...offerRules(offer), ...options.ownRules] : offerRules(offer),
    market: context.market,
    productDensity: context.densities.get(offer.productId) ?? DEFAULT_DENSITY,
    exchangeSymbol,
    buyerAccountId: options.buyerAccountId,
    shareholderAdjustment: options.shareholderAdjustment ?? undefined,
    windowReferencePrice: options.windowReferencePrice,
    decimals,
    now: context.windowCreated,
  });
}

interface Options {
  window: StoredWindow;
  /** The window before, for the maximum price drop. */
  previousWindow?: StoredWindow | null;
  /** The buyer account priced for: its ACCOUNT-scope rules and its shareholder price adjustment apply. */
  buyerAccountId?: number;
}

/**
 * Prices many offers at one market window in one pass: the sellers' rules, the products'
 * densities and the terminals' networks are loaded once. An offer with a maximum price drop is
 * held to its price at the previous window less that drop. The market, the basket and the price
 * alerts all price a buyer's offers here, so each sees the same price.
 */
export async function priceOffers(offers: OfferToPrice[], options: Options): Promise<Map<number, PricingResult>> {
  const results = new Map<number, PricingResult>();
  if (offers.length === 0) return results;
  const sellers = [...new Set(offers.map((o) => o.sellerAccountId))];
  const [context, before, shareholderAdjustment] = await Promise.all([
    loadPricingContext(options.window, sellers),
    options.previousWindow && offers.some((o) => o.maxPriceDrop) ? loadPricingContext(options.previousWindow, sellers) : null,
    options.buyerAccountId === undefined ? null : shareholderAdjustmentOf(options.buyerAccountId),
  ]);
  const buyer = { buyerAccountId: options.buyerAccountId, shareholderAdjustment };
  for (const offer of offers) results.set(offer.id, priceForBuyer(context, before, offer, buyer));
  return results;
}

/**
 * One offer's price at the context's window for a buyer (or the market, without one), held to
 * its price at the previous window (`before`) less its maximum price drop. The reference price is
 * the same buyer's, shareholder adjustment included, so the drop compares like with like.
 */
export function priceForBuyer(
  context: PricingContext,
  before: PricingContext | null,
  offer: OfferToPrice,
  buyer: { buyerAccountId?: number; shareholderAdjustment?: Decimal | null },
): PricingResult {
  const reference = before && offer.maxPriceDrop ? priceAt(before, { ...offer, maxPriceDrop: null }, buyer) : null;
  return priceAt(context, offer, { ...buyer, windowReferencePrice: reference?.ok ? reference.price : undefined });
}

/**
 * The same rules, densities, networks and settlement quotes at another window: what
 * loadPricingContext would load for it, without reading them again.
 */
export function atWindow(context: PricingContext, window: StoredWindow): PricingContext {
  return {
    ...context,
    windowCreated: window.created,
    market: { ...context.market, live: Object.fromEntries(window.prices.map((p) => [p.symbol, p.price])) },
  };
}

/** The operator's price adjustment of a shareholder account, added last (design 5); null for everyone else. */
async function shareholderAdjustmentOf(accountId: number): Promise<Decimal | null> {
  const [account] = await sql<{ priceAdjustment: string | null }>`SELECT "priceAdjustment"::text AS "priceAdjustment" FROM "Account" WHERE "id" = ${accountId}`;
  return account?.priceAdjustment ? dec(account.priceAdjustment) : null;
}

const ZERO = new Decimal(0);
const DEFAULT_DENSITY = new Decimal('0.845');
const NO_RULES: readonly PriceRule[] = Object.freeze([]);
/** The account feature of a pool's master seller, whose GLOBAL rules every seller of the pool prices with. */
export const POOL_MASTER_FEATURE = 'globalRulesMaster';
const dec = (value: Decimal.Value | { toString(): string }) => new Decimal(value.toString());
