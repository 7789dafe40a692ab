import type { Prisma } from '@/lib/db';
import type { OrderHistoryQuery } from './schemas';

const range = <T>(min: T | undefined, max: T | undefined) =>
  min === undefined && max === undefined ? undefined : { ...(min !== undefined && { gte: min }), ...(max !== undefined && { lte: max }) };

const inList = <T>(values: T[] | undefined) => (values?.length ? { in: values } : undefined);

/** The user's filters as a Prisma where; every filter narrows, absent ones are left out. */
export function filterWhere(q: OrderHistoryQuery): Prisma.OrderWhereInput {
  return {
    orderNumber: q.orderId ? { contains: q.orderId, mode: 'insensitive' } : undefined,
    price: range(q.priceMin, q.priceMax),
    gross: range(q.invoiceMin, q.invoiceMax),
    quantity: range(q.orderQuantityMin, q.orderQuantityMax),
    created: range(q.createdStart, q.createdEnd),
    // An order's collection window must lie within the asked range.
    collectionStart: q.collectionRangeStart ? { gte: q.collectionRangeStart } : undefined,
    collectionEnd: q.collectionRangeEnd ? { lte: q.collectionRangeEnd } : undefined,
    productId: inList(q.productList),
    terminalId: inList(q.terminalList),
    deliveryLocationId: inList(q.deliveryAddressList),
    sellerAccountId: inList(q.sellerList),
    buyerAccountId: inList(q.buyerList),
    status: inList(q.orderStatusList),
    purchaseUnit: inList(q.purchaseUnitList),
  };
}

const SORT_COLUMN = { created: 'created', orderId: 'orderNumber', price: 'price', invoice: 'gross', volume: 'quantity', status: 'status' } as const;

/** The asked sort, then the id, so equal values page stably. */
export function orderBy(q: OrderHistoryQuery): Prisma.OrderOrderByWithRelationInput[] {
  return [{ [SORT_COLUMN[q.sortBy]]: q.sortType }, { id: q.sortType }];
}
