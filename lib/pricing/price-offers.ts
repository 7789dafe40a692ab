import Decimal from 'decimal.js';
import { db } from '@/lib/db';
import { brand } from '@/lib/env';
import type { Offer } from '@/lib/generated/prisma/client';
import type { StoredWindow } from '@/lib/market-window/issue-window';
import { priceOffer } from './domain/price-offer';
import type { MarketQuotes, PriceRule, PricingResult } from './domain/types';
import { engineRule } from './rule-record';

/** The offer fields the engine needs, as stored. */
export type OfferToPrice = Pick<
  Offer,
  'id' | 'sellerAccountId' | 'priceType' | 'productId' | 'terminalId' | 'iceMonth' | 'fxSymbol'
> & {
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
  rulesBySeller: Map<number, PriceRule[]>;
  densities: Map<number, Decimal>;
  networks: Map<number, number>;
}

/** The context of `window` for the rules of the given sellers (all sellers without a list). */
export async function loadPricingContext(window: StoredWindow, sellerAccountIds?: number[]): Promise<PricingContext> {
  const [rules, products, terminals, settlement] = await Promise.all([
    db.priceRule.findMany({ where: sellerAccountIds ? { sellerAccountId: { in: sellerAccountIds } } : {} }),
    db.product.findMany({ select: { id: true, density: true } }),
    db.terminal.findMany({ select: { id: true, regionId: true } }),
    db.$queryRaw<{ symbol: string; price: string }[]>`
      SELECT DISTINCT ON ("symbol") "symbol", "price"::text AS "price"
      FROM "MarketQuote" WHERE "settlement" ORDER BY "symbol", "timestamp" DESC`,
  ]);
  const rulesBySeller = new Map<number, PriceRule[]>();
  for (const row of rules) rulesBySeller.set(row.sellerAccountId, [...(rulesBySeller.get(row.sellerAccountId) ?? []), engineRule(row)]);
  return {
    windowCreated: window.created,
    market: {
      live: Object.fromEntries(window.prices.map((p) => [p.symbol, p.price])),
      settlement: Object.fromEntries(settlement.map((q) => [q.symbol, new Decimal(q.price)])),
    },
    rulesBySeller,
    densities: new Map(products.map((p) => [p.id, new Decimal(p.density?.toString() ?? '0.845')])),
    networks: new Map(terminals.map((t) => [t.id, t.regionId])),
  };
}

/**
 * The offer's own settings become OFFER-scope rules, so they win over the seller's broader rules
 * and show in the breakdown like any other rule. Negative ids keep them apart from stored rules.
 */
export function offerRules(offer: OfferToPrice): PriceRule[] {
  const own = { scope: 'OFFER' as const, offerIds: [offer.id] };
  const rules: PriceRule[] = [];
  if (offer.priceType !== 'FIXED' && offer.fxSymbol) rules.push({ ...own, id: -1, kind: 'FX_LIVE_SYMBOL', value: new Decimal(0), symbol: offer.fxSymbol });
  if (offer.priceType !== 'FIXED' && offer.fxPremium) rules.push({ ...own, id: -2, kind: 'FX_LIVE_PREMIUM', value: dec(offer.fxPremium) });
  if (!dec(offer.surcharge).isZero()) rules.push({ ...own, id: -3, kind: 'PRICE', name: 'offer surcharge', value: dec(offer.surcharge), unit: 'EUR/100L15' });
  if (offer.minimumPrice) {
    rules.push({ ...own, id: -4, kind: offer.priceType === 'FIXED' ? 'MIN_PRICE_FIXED' : 'MIN_PRICE_TRACKING', value: dec(offer.minimumPrice), unit: 'EUR/100L15' });
  }
  return rules;
}

interface PriceAtOptions {
  /** A rule set other than the stored one ("what if", for checking a rule change). */
  rules?: PriceRule[];
  buyerAccountId?: number;
  shareholderAdjustment?: Decimal | null;
  windowReferencePrice?: Decimal;
}

/** One offer's price at the context's window, for the market (no buyer) or for one buyer account. */
export function priceAt(context: PricingContext, offer: OfferToPrice, options: PriceAtOptions = {}): PricingResult {
  const current = brand();
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
    rules: [...(options.rules ?? context.rulesBySeller.get(offer.sellerAccountId) ?? []), ...offerRules(offer)],
    market: context.market,
    productDensity: context.densities.get(offer.productId) ?? new Decimal('0.845'),
    exchangeSymbol: current.exchangeSymbol,
    buyerAccountId: options.buyerAccountId,
    shareholderAdjustment: options.shareholderAdjustment ?? undefined,
    windowReferencePrice: options.windowReferencePrice,
    decimals: current.decimals,
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
  const account = await db.account.findUnique({ where: { id: accountId }, select: { priceAdjustment: true } });
  return account?.priceAdjustment ? dec(account.priceAdjustment) : null;
}

const dec = (value: Decimal.Value | { toString(): string }) => new Decimal(value.toString());
