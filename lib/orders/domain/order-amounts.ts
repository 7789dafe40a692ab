import Decimal from 'decimal.js';

/**
 * Invoice amounts of an order: the price is per 100 L at 15 °C and the quantity in cbm
 * (1 cbm = 10 x 100 L). Net and VAT are rounded once, half up, to the cent; gross is their sum.
 */
export function orderAmounts(pricePer100L: Decimal, quantityCbm: Decimal, vatRatePercent: Decimal) {
  const net = pricePer100L.times(quantityCbm).times(10).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const vat = net.times(vatRatePercent).div(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return { net, vat, gross: net.plus(vat) };
}
