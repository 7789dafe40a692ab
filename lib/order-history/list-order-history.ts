import { ROLES } from '@/lib/access/routes';
import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { cachedFilterOptions } from './filter-options';
import { findHistoryPage } from './find-history-page';
import { toHistoryRow } from './order-row';
import type { OrderHistoryQuery } from './schemas';
import { historyBase, type HistoryBase } from './scope';

/** GET /api/orderHistory: one page of the filtered history, filtered and paged in SQL. */
export async function listOrderHistory(user: SessionUser, q: OrderHistoryQuery, zone: string, locale: string) {
  const base = await historyBase(user, q.shareholderList, q.productType);
  const offset = (q.pageNumber - 1) * q.pageLimit;
  const [orders, options, shareholders] = await Promise.all([findHistoryPage(base, q, q.pageLimit, offset), cachedFilterOptions(base), childAccounts(user)]);
  const total = orders.length ? orders[0].total : offset ? await countBeyondLastPage(base, q) : 0;
  return {
    metadata: { total, pageCount: Math.ceil(total / q.pageLimit), pageNumber: q.pageNumber, pageLimit: q.pageLimit },
    filterOptions: { ...options, shareholders },
    orders: orders.map((order) => toHistoryRow(order, zone, locale)),
  };
}

/** A page past the end has no row to carry the total; the first row of the same filters does. */
async function countBeyondLastPage(base: HistoryBase, q: OrderHistoryQuery) {
  const [first] = await findHistoryPage(base, q, 1, 0);
  return first?.total ?? 0;
}

/** The child accounts a ChildAccounts_Offers_View holder may filter by (the shareholder filter). */
async function childAccounts(user: SessionUser) {
  if (!user.roles.includes(ROLES.childAccountOffers)) return [];
  return db.account.findMany({ where: { parentId: user.accountId }, select: { id: true, name: true }, orderBy: { name: 'asc' } });
}
