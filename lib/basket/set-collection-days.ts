import type { TxSql } from '@/lib/db-transaction';
import { brand } from '@/lib/env';
import { dayToStore, orderCollectionDays } from '@/lib/orders/domain/collection-cut';
import type { OrderToPlace } from './place-orders';

/**
 * Every order is stored with the days it is collected on, so the order history, the detail and
 * the confirmation name the same days: the offer's own, or its lifting period counted from today
 * in the brand's zone (as the market and the basket showed it). A shareholder's order is collected
 * within its cut (design 11).
 */
export async function setCollectionDays(sql: TxSql, orders: OrderToPlace[], cutDays: number | null, now: Date): Promise<OrderToPlace[]> {
  const periods = orders.some((o) => o.liftingPeriodId !== null)
    ? await sql<{ id: number; startDays: number; endDays: number }>`SELECT "id", "startDays", "endDays" FROM "LiftingPeriod"`
    : [];
  return orders.map((order) => {
    const lifting = periods.find((p) => p.id === order.liftingPeriodId) ?? null;
    const days = orderCollectionDays(order.offer, lifting, cutDays, now, brand().timeZone);
    return days ? { ...order, offer: { ...order.offer, collectionStart: dayToStore(days.start), collectionEnd: dayToStore(days.end) } } : order;
  });
}
