import { db } from '@/lib/db';
import { brand } from '@/lib/env';
import { isLimitedMarket, isShownNow } from '@/lib/market/domain/visibility';
import type { StoredWindow } from '@/lib/market-window/issue-window';
import type { OfferToPrice } from '@/lib/pricing/price-offers';

export interface BuyableOffer extends OfferToPrice {
  /** Lifted in the PROMPT lifting period. */
  prompt: boolean;
}

/**
 * The offers a buyer may buy now among some products and terminals, for the price alerts: active
 * and within the offer period, of a seller with an ENABLED relationship that releases the product
 * and the terminal, with an orderable volume, within the daily hours, and no live-priced offers
 * in a limited market. The marketplace (lib/market/list-market-offers.ts) applies the same rules
 * to its whole list with names, filters and sorting; this is the narrow query the alerts need,
 * sharing its pure visibility rules.
 */
export async function findBuyableOffers(
  buyer: { accountId: number; platformId: string },
  scope: { productIds: number[]; terminalIds: number[] },
  context: { window: StoredWindow; now: Date },
): Promise<BuyableOffer[]> {
  const relationships = await db.relationship.findMany({
    where: { buyerAccountId: buyer.accountId, status: 'ENABLED', seller: { type: 'SELLER', blocked: false, platformId: buyer.platformId } },
    select: { sellerAccountId: true, allProducts: true, allTerminals: true, products: { select: { productId: true } }, terminals: { select: { terminalId: true } } },
  });
  if (relationships.length === 0) return [];
  const { now, window } = context;
  const [offers, promptPeriods] = await Promise.all([
    db.offer.findMany({
      where: {
        status: 'ACTIVE',
        startsAt: { lte: now },
        endsAt: { gt: now },
        remainingVolume: { gt: 0 },
        sellerAccountId: { in: relationships.map((r) => r.sellerAccountId) },
        productId: { in: scope.productIds },
        terminalId: { in: scope.terminalIds },
      },
    }),
    db.liftingPeriod.findMany({ where: { code: 'PROMPT' }, select: { id: true } }),
  ]);
  const bySeller = new Map(relationships.map((r) => [r.sellerAccountId, r]));
  const released = (offer: { sellerAccountId: number; productId: number; terminalId: number }) => {
    const r = bySeller.get(offer.sellerAccountId);
    if (!r) return false;
    const product = r.allProducts || r.products.some((p) => p.productId === offer.productId);
    return product && (r.allTerminals || r.terminals.some((t) => t.terminalId === offer.terminalId));
  };
  const shown = { now, zone: brand().timeZone, limitedMarket: isLimitedMarket(window) };
  const prompt = new Set(promptPeriods.map((p) => p.id));
  return offers
    .filter((o) => released(o) && isShownNow({ ...o, remainingVolume: o.remainingVolume.toString(), minOrderQuantity: o.minOrderQuantity.toString() }, shown))
    .map((o) => ({
      id: o.id,
      sellerAccountId: o.sellerAccountId,
      productId: o.productId,
      terminalId: o.terminalId,
      priceType: o.priceType,
      fixedPrice: o.fixedPrice?.toString() ?? null,
      iceMonth: o.iceMonth,
      fxSymbol: o.fxSymbol,
      fxPremium: o.fxPremium?.toString() ?? null,
      surcharge: o.surcharge.toString(),
      minimumPrice: o.minimumPrice?.toString() ?? null,
      maxPriceDrop: o.maxPriceDrop?.toString() ?? null,
      prompt: o.liftingPeriodId !== null && prompt.has(o.liftingPeriodId),
    }));
}
