import { db, Prisma } from '@/lib/db';
import { brand } from '@/lib/env';
import { purchaseUnitName } from '@/lib/format/units';
import { additiveProductIds, baseSql, baseWhere, type HistoryBase } from './scope';
import { keptWhileReadAnew } from './kept-while-read-anew';
import { loadNames } from './load-names';

const ORDER_ID_OPTIONS = 500;

const byName = <T extends { name: string }>(items: T[]) => items.sort((a, b) => a.name.localeCompare(b.name, 'de'));
const decimal = (value: { toFixed(n: number): string } | null, places: number) => (value ? value.toFixed(places) : null);

const GROUPED = ['productId', 'terminalId', 'buyerAccountId', 'sellerAccountId', 'status', 'deliveryLocationId', 'purchaseUnit'] as const;
type Grouped = (typeof GROUPED)[number];
type GroupedRow = { key: Grouped } & Record<Grouped, number | string | null>;

/**
 * The distinct values of every grouped column in one pass over the orders (GROUPING SETS), not
 * one scan per column. The column names are constants, never input, so Prisma.raw is safe here.
 */
async function distinctValues(base: HistoryBase) {
  const which = Prisma.raw(`CASE ${GROUPED.map((key) => `WHEN GROUPING("${key}") = 0 THEN '${key}'`).join(' ')} END`);
  const columns = Prisma.raw(GROUPED.map((key) => `"${key}"`).join(', '));
  const sets = Prisma.raw(GROUPED.map((key) => `("${key}")`).join(', '));
  const rows = await db.$queryRaw<GroupedRow[]>`SELECT ${which} AS "key", ${columns} FROM "Order" WHERE ${baseSql(base)} GROUP BY GROUPING SETS (${sets})`;
  const values = Object.fromEntries(GROUPED.map((key) => [key, [] as (number | string)[]])) as Record<Grouped, (number | string)[]>;
  for (const row of rows) if (row[row.key] !== null) values[row.key].push(row[row.key]!);
  return values;
}

/**
 * The options cover the caller's whole history and take three queries over all of it (100 to 150 ms
 * of the database's time over 100,000 orders), while the table pages, filters and polls on top of
 * them; each instance keeps them: fresh for 10 s, then given once more while they are read anew in
 * the background (when calls waited for that read, every call of the account stalled on it every
 * 10 s), and after 30 s without a call read anew before they are given. Orders placed or moved on this
 * instance drop the entries of both parties at once (`forgetFilterOptions`); those written on
 * another instance show within 10 s of steady use, 30 s at most. The rows themselves are always
 * read fresh.
 */
const kept = keptWhileReadAnew({ freshMs: 10_000, staleMs: 30_000, max: 1_000, read: filterOptions });

const cacheKey = (base: HistoryBase) => `${base.column}:${base.productType ?? ''}:${base.accountIds.join(',')}`;

export function cachedFilterOptions(base: HistoryBase): Promise<OrderHistoryFilterOptions> {
  return kept.get(cacheKey(base), base);
}

/** Called after an order is created or changes status, with its buyer and seller account. */
export function forgetFilterOptions(accountIds: number[]) {
  kept.forget((key) =>
    key
      .split(':')[2]
      .split(',')
      .some((id) => accountIds.includes(Number(id))),
  );
}

/**
 * platform-shell 3 "Order-history filter options" over the caller's whole history (of the
 * product type), from grouped and aggregate queries, never from loading every row.
 */
async function filterOptions(base: HistoryBase) {
  const where = baseWhere(base, base.productType ? await additiveProductIds() : []);
  const [orderIds, values, bounds] = await Promise.all([
    db.order.findMany({ where, select: { orderNumber: true }, orderBy: [{ created: 'desc' }, { id: 'desc' }], take: ORDER_ID_OPTIONS }),
    distinctValues(base),
    db.order.aggregate({
      where,
      _min: { collectionStart: true, created: true, price: true, quantity: true, gross: true },
      _max: { collectionEnd: true, created: true, price: true, quantity: true, gross: true },
    }),
  ]);
  const ids = (key: Grouped) => values[key] as number[];
  const [products, terminals, buyers, sellers, addresses] = [
    ids('productId'),
    ids('terminalId'),
    ids('buyerAccountId'),
    ids('sellerAccountId'),
    ids('deliveryLocationId'),
  ];
  const names = await loadNames({ accounts: [...buyers, ...sellers], products, terminals, addresses });
  const accounts = (list: number[]) => byName(list.map((id) => ({ id, name: names.accounts.get(id) ?? '' })));
  return {
    orderIds: orderIds.map((o) => o.orderNumber),
    products: byName(products.map((id) => names.products.get(id) ?? { id, name: '', type: 'FUEL' })),
    terminals: byName(terminals.map((id) => ({ id, name: names.terminals.get(id) ?? '' }))),
    buyers: accounts(buyers),
    sellers: accounts(sellers),
    status: (values.status as string[]).sort(),
    collectionRanges: { minStart: bounds._min.collectionStart?.toISOString() ?? null, maxEnd: bounds._max.collectionEnd?.toISOString() ?? null },
    createdDates: { minDate: bounds._min.created?.toISOString() ?? null, maxDate: bounds._max.created?.toISOString() ?? null },
    prices: { minPrice: decimal(bounds._min.price, 2), maxPrice: decimal(bounds._max.price, 2) },
    volumes: { minQuantity: decimal(bounds._min.quantity, 3), maxQuantity: decimal(bounds._max.quantity, 3) },
    invoices: { invoiceMin: decimal(bounds._min.gross, 2), invoiceMax: decimal(bounds._max.gross, 2) },
    deliveryAddress: addresses.flatMap((id) => names.addresses.get(id) ?? []).sort((a, b) => a.postCode.localeCompare(b.postCode)),
    // The value is the stored unit the filter sends back; the label as the screens write it, in the brand's number style (kept per account, not per language).
    purchaseUnits: (values.purchaseUnit as string[]).sort().map((unit) => ({ label: purchaseUnitName(unit, brand().locale), value: unit })),
  };
}

export type OrderHistoryFilterOptions = Awaited<ReturnType<typeof filterOptions>>;
