import { ROLES } from '@/lib/access/routes';
import type { SessionUser } from '@/lib/auth/session-user';
import { db, type Prisma } from '@/lib/db';
import { cachedFilterOptions } from './filter-options';
import { filterWhere, orderBy } from './filter-where';
import { loadNames } from './load-names';
import { toHistoryRow } from './order-row';
import type { OrderHistoryQuery } from './schemas';
import { baseWhere, historyBase } from './scope';

/** GET /api/orderHistory: one page of the filtered history, filtered and paged in SQL. */
export async function listOrderHistory(user: SessionUser, q: OrderHistoryQuery, zone: string) {
  const base = await historyBase(user, q.shareholderList, q.productType);
  const where: Prisma.OrderWhereInput = { AND: [baseWhere(base), filterWhere(q)] };
  const [total, orders, options, shareholders] = await Promise.all([
    db.order.count({ where }),
    db.order.findMany({ where, orderBy: orderBy(q), skip: (q.pageNumber - 1) * q.pageLimit, take: q.pageLimit }),
    cachedFilterOptions(base),
    childAccounts(user),
  ]);
  const names = await loadNames({
    accounts: orders.flatMap((o) => [o.buyerAccountId, o.sellerAccountId]),
    products: orders.map((o) => o.productId),
    terminals: orders.map((o) => o.terminalId),
    addresses: orders.map((o) => o.deliveryLocationId),
  });
  return {
    metadata: { total, pageCount: Math.ceil(total / q.pageLimit), pageNumber: q.pageNumber, pageLimit: q.pageLimit },
    filterOptions: { ...options, shareholders },
    orders: orders.map((order) => toHistoryRow(order, names, zone)),
  };
}

/** The child accounts a ChildAccounts_Offers_View holder may filter by (the shareholder filter). */
async function childAccounts(user: SessionUser) {
  if (!user.roles.includes(ROLES.childAccountOffers)) return [];
  return db.account.findMany({ where: { parentId: user.accountId }, select: { id: true, name: true }, orderBy: { name: 'asc' } });
}
