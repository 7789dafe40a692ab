import Decimal from 'decimal.js';

/** trading-domain 5: the order quantity lies within the offer's minimum and maximum (and what is left). */
export function quantityProblem(quantity: Decimal | null, item: { minimumOrderQuantity: string; maximumOrderQuantity: string; available: string }) {
  const min = new Decimal(item.minimumOrderQuantity);
  const max = Decimal.min(item.maximumOrderQuantity, item.available);
  if (!quantity || quantity.lessThan(min) || quantity.greaterThan(max)) return { min: min.toString(), max: max.toString() };
  return null;
}
