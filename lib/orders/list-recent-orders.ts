import { db } from '@/lib/db';
import { sides } from '@/lib/stats/order-stats-scope';

export interface RecentOrder {
  id: number;
  orderNumber: string;
  created: Date;
  status: string;
  quantity: string;
  purchaseUnit: string;
  unitCount: number | null;
  productName: string;
  counterparty: string;
}

/** The newest orders of the caller's own account for the dashboard, the other side named; only INCOMPLETE ones when asked. */
export async function listRecentOrders(user: { accountId: number; accountType: string }, limit = 5, onlyIncomplete = false): Promise<RecentOrder[]> {
  const { own, counterparty } = sides(user);
  return db.$queryRaw<RecentOrder[]>`
    SELECT o."id", o."orderNumber", o."created", o."status"::text AS "status", o."quantity"::text AS "quantity", o."purchaseUnit", o."unitCount",
           p."name" AS "productName", a."name" AS "counterparty"
    FROM "Order" o
    JOIN "Product" p ON p."id" = o."productId"
    JOIN "Account" a ON a."id" = ${counterparty}
    WHERE ${own} = ${user.accountId} AND (NOT ${onlyIncomplete} OR o."status" = 'INCOMPLETE')
    ORDER BY o."created" DESC, o."id" DESC
    LIMIT ${limit}`;
}
