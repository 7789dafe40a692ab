import { db, type Prisma } from '@/lib/db';
import { loadNames } from '@/lib/order-history/load-names';

const ORDER_ID_OPTIONS = 500;
const byName = <T extends { name: string }>(items: T[]) => items.sort((a, b) => a.name.localeCompare(b.name, 'de'));
const distinct = <T>(values: T[]) => [...new Set(values)];

/**
 * The trigger tab's filter options over all of the caller's trigger orders, in the order
 * history's shape (platform-shell 3 "Order-history filter options") where a field applies.
 */
export async function triggerFilterOptions(party: Prisma.TriggerOrderWhereInput) {
  const [orderIds, groups, items, contracts, bounds] = await Promise.all([
    db.triggerOrder.findMany({ where: party, select: { orderNumber: true }, orderBy: [{ created: 'desc' }, { id: 'desc' }], take: ORDER_ID_OPTIONS }),
    db.triggerOrder.groupBy({ by: ['buyerAccountId', 'sellerAccountId', 'status'], where: party }),
    db.triggerOrderItem.findMany({ where: { triggerOrder: party }, select: { productId: true }, distinct: ['productId'] }),
    db.triggerContract.findMany({ where: { orders: { some: party } }, select: { terminalId: true }, distinct: ['terminalId'] }),
    db.triggerOrder.aggregate({ where: party, _min: { created: true, quantity: true }, _max: { created: true, quantity: true } }),
  ]);
  const [buyers, sellers] = [distinct(groups.map((g) => g.buyerAccountId)), distinct(groups.map((g) => g.sellerAccountId))];
  const names = await loadNames({ accounts: [...buyers, ...sellers], products: items.map((i) => i.productId), terminals: contracts.map((c) => c.terminalId) });
  const accounts = (ids: number[]) => byName(ids.map((id) => ({ id, name: names.accounts.get(id) ?? '' })));
  return {
    orderIds: orderIds.map((o) => o.orderNumber),
    products: byName(items.map((i) => ({ id: i.productId, name: names.products.get(i.productId)?.name ?? '' }))),
    terminals: byName(contracts.map((c) => ({ id: c.terminalId, name: names.terminals.get(c.terminalId) ?? '' }))),
    buyers: accounts(buyers),
    sellers: accounts(sellers),
    status: distinct(groups.map((g) => g.status)).sort(),
    createdDates: { minDate: bounds._min.created?.toISOString() ?? null, maxDate: bounds._max.created?.toISOString() ?? null },
    volumes: { minQuantity: bounds._min.quantity?.toFixed(3) ?? null, maxQuantity: bounds._max.quantity?.toFixed(3) ?? null },
  };
}
