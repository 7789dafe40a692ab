import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { db, Prisma } from '@/lib/db';
import type { TriggerOrdersQuery } from './schemas';

const ORDER_BY: Record<TriggerOrdersQuery['sortBy'], keyof Prisma.TriggerOrderOrderByWithRelationInput> = {
  created: 'created',
  orderId: 'orderNumber',
  volume: 'quantity',
  status: 'status',
};

/** GET /api/triggers/orders: the caller's trigger orders (a buyer's, or those on a seller's contracts), filtered, sorted and paged like spot orders. */
export async function listTriggerOrders(user: SessionUser, query: TriggerOrdersQuery) {
  if (user.accountType !== 'BUYER' && user.accountType !== 'SELLER') throw new AppError('forbidden', 'forbidden');
  const where: Prisma.TriggerOrderWhereInput = {
    [user.accountType === 'BUYER' ? 'buyerAccountId' : 'sellerAccountId']: user.accountId,
    ...(query.orderStatusList && { status: { in: query.orderStatusList } }),
    ...(query.productList && { items: { some: { productId: { in: query.productList } } } }),
  };
  const [total, rows] = await Promise.all([
    db.triggerOrder.count({ where }),
    db.triggerOrder.findMany({
      where,
      orderBy: [{ [ORDER_BY[query.sortBy]]: query.sortType }, { id: query.sortType }],
      skip: (query.pageNumber - 1) * query.pageLimit,
      take: query.pageLimit,
      include: { items: { select: { productId: true, quantity: true, price: true } }, contract: { select: { ekkNumber: true, month: true } } },
    }),
  ]);
  const names = await db.account.findMany({
    where: { id: { in: rows.flatMap((r) => [r.buyerAccountId, r.sellerAccountId]) } },
    select: { id: true, name: true },
  });
  const products = await db.product.findMany({ where: { id: { in: rows.flatMap((r) => r.items.map((i) => i.productId)) } }, select: { id: true, name: true } });
  const name = (list: { id: number; name: string }[], id: number) => list.find((x) => x.id === id)?.name ?? '';
  return {
    orders: rows.map((row) => ({
      _id: row.id,
      orderId: row.orderNumber,
      created: row.created.toISOString(),
      orderStatus: row.status,
      contract: { id: row.contractId, ekkNumber: row.contract.ekkNumber, month: row.contract.month },
      buyer: { id: row.buyerAccountId, name: name(names, row.buyerAccountId) },
      seller: { id: row.sellerAccountId, name: name(names, row.sellerAccountId) },
      volume: row.quantity.toFixed(3),
      items: row.items.map((i) => ({
        product: { id: i.productId, name: name(products, i.productId) },
        quantity: i.quantity.toFixed(3),
        price: i.price.toFixed(4),
      })),
    })),
    metadata: { total, pageCount: Math.ceil(total / query.pageLimit) },
  };
}
