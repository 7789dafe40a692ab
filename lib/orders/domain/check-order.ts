import Decimal from 'decimal.js';
import { DateTime } from 'luxon';

/** The catalogued basket and order errors of trading-domain 8, with the data their texts show. */
export type OrderRefusal =
  | { key: 'reservation_expired' }
  | { key: 'offer_no_longer_available' }
  | { key: 'offer_no_longer_available_anonymous' }
  | { key: 'market_closed'; data: { opens: string | null } }
  | { key: 'no_seller_relationship'; data: { sellerName: string } }
  | { key: 'quantity_out_of_range'; data: { min: string; max: string } }
  | { key: 'volume_insufficient' }
  | { key: 'only_available_left'; data: { available: string } }
  | { key: 'payment_term_changed' }
  | { key: 'insufficient_credit_contact_seller' }
  | { key: 'insufficient_credit_contact_operator' }
  | { key: 'daily_purchase_limit_reached'; data: { product: string; limit: string } };

export interface OrderCheckInput {
  now: Date;
  quantity: Decimal;
  reservation: { expiresAt: Date; paymentTermId: number | null };
  /** The brand's trading hours now: outside them only fixed prices are traded. */
  market: { open: boolean; opens: string | null };
  offer: {
    /** Still sold as reserved: active, in its period and daily hours, seller not blocked, terms unchanged. */
    active: boolean;
    anonymous: boolean;
    livePriced: boolean;
    sellerName: string;
    productName: string;
    productId: number;
    terminalId: number;
    remaining: Decimal;
    minimumOrderQuantity: Decimal;
    maximumOrderQuantity: Decimal;
  };
  relationship: {
    status: 'NEW' | 'IN_PROCESSING' | 'ENABLED' | 'DISABLED';
    allTerminals: boolean;
    terminalIds: number[];
    allProducts: boolean;
    productIds: number[];
    paymentTermId: number | null;
    /** null: no credit limit applies. */
    creditLimit: Decimal | null;
    /** A limit shared over a shareholder group is kept by the operator, not the seller. */
    creditLimitKeptBy: 'SELLER' | 'OPERATOR';
  } | null;
  /** Gross amount of this order in the brand currency. */
  orderGross: Decimal;
  /** Gross amount of the buyer's open orders with this seller within the credit days. */
  openExposure: Decimal;
  dailyLimit: { limitCbm: Decimal; boughtTodayCbm: Decimal } | null;
}

/**
 * Every checkout rule of design 6, in the order a trader would want to hear of them: first whether
 * the deal still stands at all, then the quantity, then money. Returns the first refusal or null.
 */
export function checkOrder(input: OrderCheckInput): OrderRefusal | null {
  const { offer, relationship, quantity } = input;
  if (input.now >= input.reservation.expiresAt) return { key: 'reservation_expired' };
  if (!offer.active) return offer.anonymous ? { key: 'offer_no_longer_available_anonymous' } : { key: 'offer_no_longer_available' };
  if (offer.livePriced && !input.market.open) return { key: 'market_closed', data: { opens: input.market.opens } };
  if (
    !relationship ||
    relationship.status !== 'ENABLED' ||
    (!relationship.allTerminals && !relationship.terminalIds.includes(offer.terminalId)) ||
    (!relationship.allProducts && !relationship.productIds.includes(offer.productId))
  ) {
    // Until the order is placed nothing names the seller of an anonymous offer.
    return offer.anonymous ? { key: 'offer_no_longer_available_anonymous' } : { key: 'no_seller_relationship', data: { sellerName: offer.sellerName } };
  }
  if (quantity.lessThan(offer.minimumOrderQuantity) || quantity.greaterThan(offer.maximumOrderQuantity)) {
    return { key: 'quantity_out_of_range', data: { min: offer.minimumOrderQuantity.toString(), max: offer.maximumOrderQuantity.toString() } };
  }
  if (quantity.greaterThan(offer.remaining)) {
    return offer.remaining.greaterThan(0) ? { key: 'only_available_left', data: { available: offer.remaining.toString() } } : { key: 'volume_insufficient' };
  }
  // The seller's agreed term binds; the basket took it over when the price was reserved.
  if (relationship.paymentTermId !== null && relationship.paymentTermId !== input.reservation.paymentTermId) return { key: 'payment_term_changed' };
  return creditLimitRefusal(relationship, input.openExposure, input.orderGross) ?? dailyLimitRefusal(input.dailyLimit, quantity, offer.productName);
}

/** The seller's credit limit (design 6): open exposure and this order's gross, at most the limit. Trigger orders meet it too. */
export function creditLimitRefusal(
  relationship: Pick<NonNullable<OrderCheckInput['relationship']>, 'creditLimit' | 'creditLimitKeptBy'>,
  openExposure: Decimal,
  orderGross: Decimal,
): Extract<OrderRefusal, { key: 'insufficient_credit_contact_seller' | 'insufficient_credit_contact_operator' }> | null {
  if (!relationship.creditLimit || !openExposure.plus(orderGross).greaterThan(relationship.creditLimit)) return null;
  return { key: relationship.creditLimitKeptBy === 'OPERATOR' ? 'insufficient_credit_contact_operator' : 'insufficient_credit_contact_seller' };
}

/** The shareholder's purchase limit per product (design 11): what it bought today and this quantity, at most the limit. */
export function dailyLimitRefusal(
  dailyLimit: OrderCheckInput['dailyLimit'],
  quantity: Decimal,
  productName: string,
): Extract<OrderRefusal, { key: 'daily_purchase_limit_reached' }> | null {
  if (!dailyLimit || !dailyLimit.boughtTodayCbm.plus(quantity).greaterThan(dailyLimit.limitCbm)) return null;
  return { key: 'daily_purchase_limit_reached', data: { product: productName, limit: dailyLimit.limitCbm.toString() } };
}

/** Credit days are at most 45 (design 10): older orders never count against a credit limit. */
export const MAX_CREDIT_DAYS = 45;

/** Orders count against the credit limit while they are not cancelled and younger than the product's credit days. */
export function openExposure(
  orders: { gross: Decimal; productId: number; created: Date; status: string }[],
  creditDaysByProduct: Map<number, number>,
  now: Date,
  defaultCreditDays = 30,
): Decimal {
  return orders.reduce((sum, order) => {
    if (order.status === 'CANCELLED') return sum;
    const days = creditDaysByProduct.get(order.productId) ?? defaultCreditDays;
    return now.getTime() - order.created.getTime() < days * 86_400_000 ? sum.plus(order.gross) : sum;
  }, new Decimal(0));
}

/** The last day purchaseDay found: [start, end) in its zone, and its calendar day. Every market call asks, and luxon's zone arithmetic is dear. */
let lastDay = { timeZone: '', start: 0, end: 0, day: '' };

/** The daily purchase limit resets at midnight in the brand's zone. */
export function startOfPurchaseDay(now: Date, timeZone: string): Date {
  return purchaseDay(now, timeZone).start;
}

/**
 * The purchase day of `now` in the brand's zone: from its midnight to the next (23 or 25 hours on a
 * daylight-saving change), and its calendar day ("2026-11-23").
 */
export function purchaseDay(now: Date, timeZone: string): { start: Date; end: Date; day: string } {
  const at = now.getTime();
  if (lastDay.timeZone !== timeZone || at < lastDay.start || at >= lastDay.end) {
    const start = DateTime.fromJSDate(now, { zone: timeZone }).startOf('day');
    lastDay = { timeZone, start: start.toMillis(), end: start.plus({ days: 1 }).toMillis(), day: start.toISODate()! };
  }
  return { start: new Date(lastDay.start), end: new Date(lastDay.end), day: lastDay.day };
}
