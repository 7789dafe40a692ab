import Decimal from 'decimal.js';
import { db } from '@/lib/db';
import { brand } from '@/lib/env';
import type { StoredWindow } from '@/lib/market-window/issue-window';
import { priceOffer } from './domain/price-offer';
import type { PriceRule, PricingResult, PriceUnit, RuleKind, RuleScope } from './domain/types';

/** The offer fields the engine needs, as stored. */
export interface OfferToPrice {
  id: number;
  sellerAccountId: number;
  productId: number;
  terminalId: number;
  priceType: 'FIXED' | 'TRACKING' | 'API';
  fixedPrice: Decimal.Value | null;
  iceMonth: number | null;
  fxSymbol: string | null;
  fxPremium: Decimal.Value | null;
  surcharge: Decimal.Value;
  minimumPrice: Decimal.Value | null;
  maxPriceDrop: Decimal.Value | null;
}

interface Options {
  window: StoredWindow;
  /** The window before, for the maximum price drop. */
  previousWindow?: StoredWindow | null;
  buyerAccountId?: number;
  shareholderAdjustment?: Decimal | null;
}

/**
 * Prices many offers at one market window in one pass: the sellers' rules, the products' densities
 * and the terminals' networks are loaded once. The offer's own settings (FX choice, surcharge,
 * minimum price) enter the engine as OFFER-scope rules, so precedence stays the engine's.
 */
export async function priceOffers(offers: OfferToPrice[], options: Options): Promise<Map<number, PricingResult>> {
  const results = new Map<number, PricingResult>();
  if (offers.length === 0) return results;
  const sellerIds = [...new Set(offers.map((o) => o.sellerAccountId))];
  const [rules, products, terminals] = await Promise.all([
    db.priceRule.findMany({ where: { sellerAccountId: { in: sellerIds } } }),
    db.product.findMany({ where: { id: { in: [...new Set(offers.map((o) => o.productId))] } }, select: { id: true, density: true } }),
    db.terminal.findMany({ where: { id: { in: [...new Set(offers.map((o) => o.terminalId))] } }, select: { id: true, regionId: true } }),
  ]);
  const rulesBySeller = new Map<number, PriceRule[]>();
  for (const rule of rules) {
    const list = rulesBySeller.get(rule.sellerAccountId) ?? [];
    list.push({
      id: rule.id,
      kind: rule.kind as RuleKind,
      scope: rule.scope as RuleScope,
      value: new Decimal(rule.value.toString()),
      unit: (rule.unit ?? undefined) as PriceUnit | undefined,
      name: rule.name ?? undefined,
      symbol: rule.symbol ?? undefined,
      expiresAt: rule.expiresAt ?? undefined,
      direction: (rule.direction ?? undefined) as 'FORWARD' | 'BACK' | undefined,
      networkIds: rule.networkIds,
      terminalIds: rule.terminalIds,
      productIds: rule.productIds,
      offerIds: rule.offerIds,
      accountIds: rule.accountIds,
    });
    rulesBySeller.set(rule.sellerAccountId, list);
  }
  const density = new Map(products.map((p) => [p.id, new Decimal(p.density?.toString() ?? '0.845')]));
  const network = new Map(terminals.map((t) => [t.id, t.regionId]));
  const current = brand();
  const quotes = (w: StoredWindow) => ({ live: Object.fromEntries(w.prices.map((p) => [p.symbol, p.price])) });

  for (const offer of offers) {
    const base = {
      offer: {
        id: offer.id,
        priceType: offer.priceType,
        productId: offer.productId,
        terminalId: offer.terminalId,
        networkId: network.get(offer.terminalId) ?? 0,
        fixedPrice: offer.fixedPrice === null ? undefined : new Decimal(offer.fixedPrice),
        iceMonth: offer.iceMonth ?? 0,
      },
      rules: [...(rulesBySeller.get(offer.sellerAccountId) ?? []), ...offerRules(offer)],
      productDensity: density.get(offer.productId) ?? new Decimal('0.845'),
      exchangeSymbol: current.exchangeSymbol,
      buyerAccountId: options.buyerAccountId,
      shareholderAdjustment: options.shareholderAdjustment ?? undefined,
      decimals: current.decimals,
      now: options.window.created,
    };
    let windowReferencePrice: Decimal | undefined;
    if (offer.maxPriceDrop !== null && options.previousWindow) {
      const before = priceOffer({ ...base, market: quotes(options.previousWindow), now: options.previousWindow.created });
      if (before.ok) windowReferencePrice = before.price;
    }
    results.set(
      offer.id,
      priceOffer({
        ...base,
        offer: { ...base.offer, maxPriceDrop: offer.maxPriceDrop === null ? undefined : new Decimal(offer.maxPriceDrop) },
        market: quotes(options.window),
        windowReferencePrice,
      }),
    );
  }
  return results;
}

/** Negative ids keep the offer's own settings apart from stored rules in the breakdown. */
function offerRules(offer: OfferToPrice): PriceRule[] {
  const rules: PriceRule[] = [];
  const scoped = { scope: 'OFFER' as const, offerIds: [offer.id] };
  if (!new Decimal(offer.surcharge).isZero()) {
    rules.push({ id: -1, kind: 'PRICE', name: 'offer surcharge', value: new Decimal(offer.surcharge), ...scoped });
  }
  if (offer.fxSymbol) rules.push({ id: -2, kind: 'FX_LIVE_SYMBOL', symbol: offer.fxSymbol, value: new Decimal(0), ...scoped });
  if (offer.fxPremium !== null) rules.push({ id: -3, kind: 'FX_LIVE_PREMIUM', value: new Decimal(offer.fxPremium), ...scoped });
  if (offer.minimumPrice !== null) {
    rules.push({ id: -4, kind: offer.priceType === 'FIXED' ? 'MIN_PRICE_FIXED' : 'MIN_PRICE_TRACKING', value: new Decimal(offer.minimumPrice), ...scoped });
  }
  return rules;
}
