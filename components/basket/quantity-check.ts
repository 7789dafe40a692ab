import Decimal from 'decimal.js';

interface Limits {
  minimumOrderQuantity: string;
  maximumOrderQuantity: string;
  available: string;
  /** An additive sold by the container: the number typed is whole containers within the offer's range. */
  containers?: { minUnits: number; maxUnits: number } | null;
}

/** trading-domain 5: the order quantity lies within the offer's minimum and maximum (and what is left); containers whole. */
export function quantityProblem(quantity: Decimal | null, item: Limits) {
  const min = item.containers ? new Decimal(item.containers.minUnits) : new Decimal(item.minimumOrderQuantity);
  const max = item.containers ? new Decimal(item.containers.maxUnits) : Decimal.min(item.maximumOrderQuantity, item.available);
  if (!quantity || quantity.lessThan(min) || quantity.greaterThan(max) || (item.containers && !quantity.isInteger()))
    return { min: min.toString(), max: max.toString() };
  return null;
}
