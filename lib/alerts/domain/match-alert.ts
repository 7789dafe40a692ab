import type Decimal from 'decimal.js';

export type AlertOperator = 'GTE' | 'LTE';
export type LiftingPeriodType = 'ALL' | 'PROMPT';

export interface AlertCondition {
  operator: AlertOperator;
  price: Decimal;
}

/**
 * Whether the best offer price meets the alert (trading-domain 3): "lower or equal" fires when
 * the price has fallen to the alert price or below, "greater or equal" when it has risen to it.
 * An equal price fires both ways: the trader asked to hear about exactly that price.
 */
export function alertMatches(alert: AlertCondition, bestPrice: Decimal): boolean {
  return alert.operator === 'LTE' ? bestPrice.lte(alert.price) : bestPrice.gte(alert.price);
}

/** The price a buyer would get: the lowest of the offers; null when no offer is priced. */
export function bestPrice(prices: Decimal[]): Decimal | null {
  return prices.reduce<Decimal | null>((best, price) => (best === null || price.lt(best) ? price : best), null);
}

/** An offer counts for an alert at the alert's product and terminal; PROMPT alerts only see prompt lifting. */
export function offerFitsAlert(
  alert: { productId: number; terminalId: number; liftingPeriodType: LiftingPeriodType },
  offer: { productId: number; terminalId: number; prompt: boolean },
): boolean {
  if (offer.productId !== alert.productId || offer.terminalId !== alert.terminalId) return false;
  return alert.liftingPeriodType === 'ALL' || offer.prompt;
}
