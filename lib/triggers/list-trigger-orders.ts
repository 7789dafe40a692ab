import { AppError } from '@/lib/api/errors';
import { vatRate } from '@/lib/catalogue/vat-rate';
import { dateColumnDay } from '@/lib/format/dates';
import type { SessionUser } from '@/lib/auth/session-user';
import { db, Prisma } from '@/lib/db';
import { loadNames } from '@/lib/order-history/load-names';
import type { TriggerOrdersQuery } from './schemas';
import { triggerFilterOptions } from './trigger-filter-options';

const ORDER_BY: Record<TriggerOrdersQuery['sortBy'], keyof Prisma.TriggerOrderOrderByWithRelationInput> = {
  created: 'created',
  orderId: 'orderNumber',
  volume: 'quantity',
  status: 'status',
};

/** The caller's side of its trigger orders: a buyer's own, or those on a seller's contracts. */
export function triggerOrderParty(user: SessionUser): Prisma.TriggerOrderWhereInput {
  if (user.accountType === 'BUYER') return { buyerAccountId: user.accountId };
  if (user.accountType === 'SELLER') return { sellerAccountId: user.accountId };
  throw new AppError('forbidden', 'forbidden');
}

/** The order-history filters that apply to trigger orders; a trigger's terminal is its contract's. */
function filtersOf(q: TriggerOrdersQuery): Prisma.TriggerOrderWhereInput[] {
  const list = <T>(values: T[] | undefined) => values && { in: values };
  return [
    q.orderId ? { orderNumber: { contains: q.orderId, mode: 'insensitive' } } : {},
    { status: list(q.orderStatusList), buyerAccountId: list(q.buyerList), sellerAccountId: list(q.sellerList) },
    q.productList ? { items: { some: { productId: { in: q.productList } } } } : {},
    q.terminalList ? { contract: { terminalId: { in: q.terminalList } } } : {},
    { quantity: { gte: q.orderQuantityMin, lte: q.orderQuantityMax } },
    { created: { gte: q.createdStart, lte: q.createdEnd } },
  ];
}

/**
 * GET /api/triggers/orders: the caller's trigger orders, filtered, sorted and paged like spot
 * orders (platform-shell 7), with the filter options over all of them as the order history has.
 */
export async function listTriggerOrders(user: SessionUser, query: TriggerOrdersQuery) {
  const party = triggerOrderParty(user);
  const where: Prisma.TriggerOrderWhereInput = { AND: [party, ...filtersOf(query)] };
  const [total, rows, filterOptions, vat] = await Promise.all([
    db.triggerOrder.count({ where }),
    db.triggerOrder.findMany({
      where,
      orderBy: [{ [ORDER_BY[query.sortBy]]: query.sortType }, { id: query.sortType }],
      skip: (query.pageNumber - 1) * query.pageLimit,
      take: query.pageLimit,
      include: { items: { select: { productId: true, quantity: true, price: true } }, contract: { select: { ekkNumber: true, month: true } } },
    }),
    triggerFilterOptions(party),
    // The rate an order's invoice will carry, for the amounts the seller confirms.
    vatRate(user.platformId),
  ]);
  const [names, periods] = await Promise.all([
    loadNames({ accounts: rows.flatMap((r) => [r.buyerAccountId, r.sellerAccountId]), products: rows.flatMap((r) => r.items.map((i) => i.productId)) }),
    db.liftingPeriod.findMany({ where: { id: { in: rows.map((r) => r.liftingPeriodId) } }, select: { id: true, name: true } }),
  ]);
  return {
    orders: rows.map((row) => ({
      _id: row.id,
      orderId: row.orderNumber,
      created: row.created.toISOString(),
      orderStatus: row.status,
      contract: { id: row.contractId, ekkNumber: row.contract.ekkNumber, month: row.contract.month },
      buyer: { id: row.buyerAccountId, name: names.accounts.get(row.buyerAccountId) ?? '' },
      seller: { id: row.sellerAccountId, name: names.accounts.get(row.sellerAccountId) ?? '' },
      volume: row.quantity.toFixed(3),
      liftingPeriod: periods.find((p) => p.id === row.liftingPeriodId)?.name ?? null,
      /** The collection window fixed when triggered, "2026-12-03". */
      liftingStart: dateColumnDay(row.liftingStart),
      liftingEnd: dateColumnDay(row.liftingEnd),
      /** A bundle's first pickup day, "2026-12-03". */
      pickupStart: row.pickupStart ? dateColumnDay(row.pickupStart) : null,
      /** The invoice as a spot order's (platform-shell's order-history `invoice`). */
      invoice: { net: row.net.toFixed(2), vat: row.vat.toFixed(2), gross: row.gross.toFixed(2), currency: row.currency },
      items: row.items.map((i) => ({
        product: { id: i.productId, name: names.products.get(i.productId)?.name ?? '' },
        quantity: i.quantity.toFixed(3),
        price: i.price.toFixed(4),
      })),
    })),
    metadata: { total, pageCount: Math.ceil(total / query.pageLimit), vatRate: vat?.toFixed(2) ?? '0' },
    filterOptions,
  };
}
