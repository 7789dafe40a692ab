import Decimal from 'decimal.js';
import { containerAmounts, inContainers, type Containers } from '@/lib/additives/domain/containers';
import { checkOrder, type OrderCheckInput } from './check-order';
import { orderAmounts } from './order-amounts';

export interface BasketItemToOrder {
  offerId: number;
  quantity: Decimal;
  /** Containers of an additive offer sold by the container (the quantity is their cbm); null for fuels. */
  unitCount: number | null;
  /** Per 100L15, or per container for an offer sold by the container. */
  price: Decimal;
  paymentTermId: number | null;
  /** The offer's terms version the item was reserved at. */
  offerTermsVersion: number;
  /** The shareholder price adjustment the reserved price includes (null: none; containers never have one). */
  priceAdjustment: Decimal | null;
}

export interface BasketCheckInput {
  now: Date;
  reservationExpiresAt: Date;
  /** false: the buyer's company is no longer released for online trading (trading-domain 6). */
  buyerReleasedForTrading: boolean;
  market: OrderCheckInput['market'];
  vatRate: Decimal;
  /** In the order they are to be checked and written. */
  items: BasketItemToOrder[];
  /** By offer id; a missing offer is no longer available. */
  offers: Map<number, OrderCheckInput['offer'] & { sellerAccountId: number; termsVersion: number; containers: Containers | null }>;
  /** By seller account id; a missing one means no relationship. */
  relationships: Map<number, NonNullable<OrderCheckInput['relationship']>>;
  /** The buyer's shareholder price adjustment now (design 11); null: none. */
  priceAdjustment: Decimal | null;
  /** Open exposure of the buyer by seller account id before this basket. */
  exposure: Map<number, Decimal>;
  /** By product id: the limit and what the account bought today before this basket. */
  dailyLimits: Map<number, { limitCbm: Decimal; boughtTodayCbm: Decimal }>;
}

/**
 * An additive sold by the container is released by the relationship's additivesEnabled, which the
 * offer's own check reads (lib/basket/check-locked-basket.ts), as the additives market lists it;
 * the product and terminal releases are the fuels' (design 10, 12; docs/additives.md).
 */
const released = (relationship: OrderCheckInput['relationship'], containers: Containers | null) =>
  relationship && containers ? { ...relationship, allTerminals: true, allProducts: true } : relationship;

export type BasketRefusal = ReturnType<typeof inContainers> | { key: 'account_not_released_for_trading' };
export type BasketCheck = { refusal: BasketRefusal } | { orders: (BasketItemToOrder & ReturnType<typeof orderAmounts>)[] };

/**
 * Checks every item of a basket with checkOrder, as if the items before it had already been
 * ordered: they take from the same offer's volume, the same seller's credit and the same
 * product's daily limit. An item whose offer changed its terms since the reservation finds the
 * offer no longer available; one reserved before the shareholder's price adjustment changed finds
 * its reservation expired (checkout then asks for a new price). An additive sold by the container is invoiced by its containers and
 * refused in containers (lib/additives/domain/containers.ts). The first refusal refuses the whole basket.
 */
export function checkBasket(input: BasketCheckInput): BasketCheck {
  if (!input.buyerReleasedForTrading) return { refusal: { key: 'account_not_released_for_trading' } };
  const taken = new Map<number, Decimal>();
  const grossBySeller = new Map<number, Decimal>();
  const boughtByProduct = new Map<number, Decimal>();
  const orders = [];
  for (const item of input.items) {
    const offer = input.offers.get(item.offerId);
    if (!offer) return { refusal: { key: 'offer_no_longer_available' } };
    // The operator changed the adjustment since the price was reserved: the price is stale, as if the reservation ran out.
    if (!offer.containers && !sameAdjustment(item.priceAdjustment, input.priceAdjustment)) return { refusal: { key: 'reservation_expired' } };
    const amounts = itemAmounts(item, offer.containers !== null, input.vatRate);
    const earlier = <K>(sums: Map<K, Decimal>, key: K) => sums.get(key) ?? new Decimal(0);
    const limit = input.dailyLimits.get(offer.productId);
    const refusal = checkOrder({
      now: input.now,
      quantity: item.quantity,
      reservation: { expiresAt: input.reservationExpiresAt, paymentTermId: item.paymentTermId },
      market: input.market,
      offer: {
        ...offer,
        active: offer.active && offer.termsVersion === item.offerTermsVersion,
        remaining: offer.remaining.minus(earlier(taken, item.offerId)),
      },
      relationship: released(input.relationships.get(offer.sellerAccountId) ?? null, offer.containers),
      orderGross: amounts.gross,
      openExposure: earlier(input.exposure, offer.sellerAccountId).plus(earlier(grossBySeller, offer.sellerAccountId)),
      dailyLimit: limit ? { limitCbm: limit.limitCbm, boughtTodayCbm: limit.boughtTodayCbm.plus(earlier(boughtByProduct, offer.productId)) } : null,
    });
    if (refusal) return { refusal: offer.containers ? inContainers(refusal, offer.containers) : refusal };
    taken.set(item.offerId, earlier(taken, item.offerId).plus(item.quantity));
    grossBySeller.set(offer.sellerAccountId, earlier(grossBySeller, offer.sellerAccountId).plus(amounts.gross));
    boughtByProduct.set(offer.productId, earlier(boughtByProduct, offer.productId).plus(item.quantity));
    orders.push({ ...item, ...amounts });
  }
  return { orders };
}

/** Net, VAT and gross of a basket item: containers times the price per container, else cbm at the price per 100L15. */
export function itemAmounts(item: Pick<BasketItemToOrder, 'price' | 'quantity' | 'unitCount'>, soldByContainer: boolean, vatRate: Decimal) {
  return soldByContainer && item.unitCount !== null ? containerAmounts(item.price, item.unitCount, vatRate) : orderAmounts(item.price, item.quantity, vatRate);
}

const sameAdjustment = (a: Decimal | null, b: Decimal | null) => (a === null || b === null ? a === b : a.equals(b));
