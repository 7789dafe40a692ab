import Decimal from 'decimal.js';
import { orderAmounts } from '@/lib/orders/domain/order-amounts';

/**
 * The invoice of a trigger order as spot orders have theirs: each item (a product of the contract,
 * or of a mogas bundle's split) is net, VAT and gross of a spot order of its cbm at its price per
 * 100L15, rounded to the cent there; the order adds its items up.
 */
export function triggerAmounts(items: { quantity: Decimal.Value; price: Decimal.Value }[], vatRatePercent: Decimal) {
  const lines = items.map((item) => orderAmounts(new Decimal(item.price), new Decimal(item.quantity), vatRatePercent));
  const sum = (pick: (line: (typeof lines)[number]) => Decimal) => lines.reduce((total, line) => total.plus(pick(line)), new Decimal(0));
  return { items: lines, net: sum((l) => l.net), vat: sum((l) => l.vat), gross: sum((l) => l.gross) };
}
