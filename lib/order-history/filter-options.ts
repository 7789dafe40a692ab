import { db, type Prisma } from '@/lib/db';
import { loadNames } from './load-names';

const ORDER_ID_OPTIONS = 500;
const PURCHASE_UNIT_LABELS: Record<string, string> = { cubic_meter: 'cbm', liter: 'lt' };

const byName = <T extends { name: string }>(items: T[]) => items.sort((a, b) => a.name.localeCompare(b.name, 'de'));
const decimal = (value: { toFixed(n: number): string } | null, places: number) => (value ? value.toFixed(places) : null);

/**
 * platform-shell 3 "Order-history filter options" over the caller's whole history (of the
 * product type), from grouped and aggregate queries, never from loading every row.
 */
export async function filterOptions(scope: Prisma.OrderWhereInput) {
  // groupBy's generic types do not accept a key chosen by a parameter; the rows are plain objects.
  const groupBy = db.order.groupBy as unknown as (args: { by: string[]; where: Prisma.OrderWhereInput }) => Promise<Record<string, unknown>[]>;
  const group = <K extends 'productId' | 'terminalId' | 'buyerAccountId' | 'sellerAccountId' | 'status' | 'deliveryLocationId' | 'purchaseUnit'>(key: K) =>
    groupBy.call(db.order, { by: [key], where: scope }) as Promise<Record<K, never>[]>;
  const [orderIds, products, terminals, buyers, sellers, statuses, addresses, units, bounds] = await Promise.all([
    db.order.findMany({ where: scope, select: { orderNumber: true }, orderBy: [{ created: 'desc' }, { id: 'desc' }], take: ORDER_ID_OPTIONS }),
    group('productId'),
    group('terminalId'),
    group('buyerAccountId'),
    group('sellerAccountId'),
    group('status'),
    group('deliveryLocationId'),
    group('purchaseUnit'),
    db.order.aggregate({
      where: scope,
      _min: { collectionStart: true, created: true, price: true, quantity: true, gross: true },
      _max: { collectionEnd: true, created: true, price: true, quantity: true, gross: true },
    }),
  ]);
  const ids = <K extends string>(rows: Record<K, number | null>[], key: K) => rows.map((row) => row[key]).filter((id): id is number => id !== null);
  const names = await loadNames({
    accounts: [...ids(buyers, 'buyerAccountId'), ...ids(sellers, 'sellerAccountId')],
    products: ids(products, 'productId'),
    terminals: ids(terminals, 'terminalId'),
    addresses: ids(addresses, 'deliveryLocationId'),
  });
  const accounts = (list: number[]) => byName(list.map((id) => ({ id, name: names.accounts.get(id) ?? '' })));
  return {
    orderIds: orderIds.map((o) => o.orderNumber),
    products: byName(ids(products, 'productId').map((id) => names.products.get(id) ?? { id, name: '', type: 'FUEL' })),
    terminals: byName(ids(terminals, 'terminalId').map((id) => ({ id, name: names.terminals.get(id) ?? '' }))),
    buyers: accounts(ids(buyers, 'buyerAccountId')),
    sellers: accounts(ids(sellers, 'sellerAccountId')),
    status: statuses.map((row) => row.status as string).sort(),
    collectionRanges: { minStart: bounds._min.collectionStart?.toISOString() ?? null, maxEnd: bounds._max.collectionEnd?.toISOString() ?? null },
    createdDates: { minDate: bounds._min.created?.toISOString() ?? null, maxDate: bounds._max.created?.toISOString() ?? null },
    prices: { minPrice: decimal(bounds._min.price, 2), maxPrice: decimal(bounds._max.price, 2) },
    volumes: { minQuantity: decimal(bounds._min.quantity, 3), maxQuantity: decimal(bounds._max.quantity, 3) },
    invoices: { invoiceMin: decimal(bounds._min.gross, 2), invoiceMax: decimal(bounds._max.gross, 2) },
    deliveryAddress: ids(addresses, 'deliveryLocationId').flatMap((id) => names.addresses.get(id) ?? []).sort((a, b) => a.postCode.localeCompare(b.postCode)),
    purchaseUnits: units.sort((a, b) => String(a.purchaseUnit).localeCompare(String(b.purchaseUnit))).map((row) => ({ label: PURCHASE_UNIT_LABELS[row.purchaseUnit as string] ?? (row.purchaseUnit as string), value: row.purchaseUnit as string })),
  };
}

export type OrderHistoryFilterOptions = Awaited<ReturnType<typeof filterOptions>>;
