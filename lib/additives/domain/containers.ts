import Decimal from 'decimal.js';
import { orderAmounts } from '@/lib/orders/domain/order-amounts';
import type { OrderRefusal } from '@/lib/orders/domain/check-order';

/** The account feature of sellers of additives (design 12): without it a seller's additive offers are for sale nowhere. */
export const ADDITIVE_SELLER_FEATURE = 'productAdditives';

export interface Containers {
  litres: number;
  minUnits: number;
  maxUnits: number;
}

/** The cbm of `units` containers: what the order takes from the offer's volume. */
export const containerVolume = (units: number, litres: number) => new Decimal(units).times(litres).div(1000);

/** Net, VAT and gross of `units` containers at `unitPrice` each (design 12: the invoice counts containers, not cbm). */
export const containerAmounts = (unitPrice: Decimal, units: number, vatRatePercent: Decimal) =>
  orderAmounts(unitPrice.div(10), new Decimal(units), vatRatePercent);

/**
 * The refusal of a container order in containers, as a buyer of additives counts: the order range
 * and the stock the checkout's cbm checks found wanting, told as numbers of containers.
 */
export function inContainers(
  refusal: OrderRefusal,
  containers: Containers,
): OrderRefusal | { key: 'unit_count_out_of_range'; data: { min: number; max: number } } | { key: 'only_units_left'; data: { available: number } } {
  if (refusal.key === 'quantity_out_of_range') return { key: 'unit_count_out_of_range', data: { min: containers.minUnits, max: containers.maxUnits } };
  if (refusal.key === 'only_available_left') {
    return { key: 'only_units_left', data: { available: new Decimal(refusal.data.available).times(1000).div(containers.litres).floor().toNumber() } };
  }
  return refusal;
}
