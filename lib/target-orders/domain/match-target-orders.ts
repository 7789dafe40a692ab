import Decimal from 'decimal.js';

/** A target order as the matcher needs it; `candidates` are the offers priced for its own buyer. */
export interface OpenTargetOrder {
  id: number;
  /** Placement: earlier placed fills first (time priority). */
  createdAt: Date;
  productId: number;
  /** Empty: every terminal. */
  terminalIds: number[];
  /** Empty: every seller the buyer trades with. */
  sellerAccountIds: number[];
  liftingPeriodId: number | null;
  volume: Decimal;
  filledVolume: Decimal;
  partFills: boolean;
  minPart: Decimal | null;
  limitPrice: Decimal;
  candidates: PricedOffer[];
}

export interface PricedOffer {
  id: number;
  sellerAccountId: number;
  productId: number;
  terminalId: number;
  liftingPeriodId: number | null;
  /** The buyer's price per 100L15 net in this window. */
  price: Decimal;
  /** When the offer was placed: the earlier offer wins a tie on price. */
  createdAt: Date;
  remaining: Decimal;
  min: Decimal;
  max: Decimal;
}

export interface Match {
  targetOrderId: number;
  offerId: number;
  quantity: Decimal;
  price: Decimal;
}

/** What a target order may still take from one offer: all it lacks, or with part fills a part of at least its minimum; none when it does not fit. */
export function fillQuantity(
  order: Pick<OpenTargetOrder, 'volume' | 'filledVolume' | 'partFills' | 'minPart'>,
  offer: Pick<PricedOffer, 'remaining' | 'min' | 'max'>,
) {
  const wanted = order.volume.minus(order.filledVolume);
  if (wanted.lte(0)) return null;
  if (!order.partFills) return wanted.lte(offer.remaining) && wanted.gte(offer.min) && wanted.lte(offer.max) ? wanted : null;
  const quantity = Decimal.min(wanted, offer.remaining, offer.max);
  // The offer's minimum always holds; the order's minimum part gives way to a last part that is all the order lacks.
  return quantity.gt(0) && quantity.gte(offer.min) && quantity.gte(Decimal.min(order.minPart ?? 0, wanted)) ? quantity : null;
}

/** Whether the order may take the offer: its terminals, sellers and lifting period (product and price are the ranking's). */
const offerFits = (order: OpenTargetOrder, offer: PricedOffer) =>
  (order.terminalIds.length === 0 || order.terminalIds.includes(offer.terminalId)) &&
  (order.sellerAccountIds.length === 0 || order.sellerAccountIds.includes(offer.sellerAccountId)) &&
  (order.liftingPeriodId === null || offer.liftingPeriodId === order.liftingPeriodId);

/** Lowest price first, then the earlier offer, then the lower id, so the choice never depends on the order of reading. */
const byPriceThenTime = (a: PricedOffer, b: PricedOffer) => a.price.comparedTo(b.price) || a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id;

/**
 * Price-time priority over one window (design 13): target orders in the order they were placed,
 * each takes its best offer (lowest price at or below its limit, then the earliest offer) for as
 * much as it may; a later order sees what the earlier ones took. At most one fill per order and
 * window, so a target order is never filled twice in one window. Orders sharing a candidate list
 * (one buyer's) share its ranking per product, sorted once; each order walks it from the cheapest
 * and stops at the first price above its limit.
 */
export function matchTargetOrders(orders: OpenTargetOrder[]): Match[] {
  const taken = new Map<number, Decimal>();
  const matches: Match[] = [];
  const rankings = new Map<PricedOffer[], Map<number, PricedOffer[]>>();
  const ranked = (order: OpenTargetOrder) => {
    let byProduct = rankings.get(order.candidates);
    if (!byProduct) {
      byProduct = new Map();
      for (const offer of [...order.candidates].sort(byPriceThenTime)) {
        const list = byProduct.get(offer.productId);
        if (list) list.push(offer);
        else byProduct.set(offer.productId, [offer]);
      }
      rankings.set(order.candidates, byProduct);
    }
    return byProduct.get(order.productId) ?? [];
  };
  const placed = [...orders].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
  for (const order of placed) {
    for (const offer of ranked(order)) {
      if (offer.price.gt(order.limitPrice)) break;
      if (!offerFits(order, offer)) continue;
      const left = offer.remaining.minus(taken.get(offer.id) ?? 0);
      const quantity = fillQuantity(order, { ...offer, remaining: left });
      if (!quantity) continue;
      taken.set(offer.id, (taken.get(offer.id) ?? new Decimal(0)).plus(quantity));
      matches.push({ targetOrderId: order.id, offerId: offer.id, quantity, price: offer.price });
      break;
    }
  }
  return matches;
}
