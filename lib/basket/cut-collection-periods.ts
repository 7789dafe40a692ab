import type { TxSql } from '@/lib/db-transaction';
import { brand } from '@/lib/env';
import { collectionPeriod, cutCollectionPeriod, dayToStore } from '@/lib/orders/domain/collection-cut';
import type { OrderToPlace } from './place-orders';

/**
 * design 11: a shareholder's order is collected within the cut. The order gets the cut period as
 * its collection dates, whether the offer named dates or a lifting period (which counts from today
 * in the brand's zone, as the market and the basket showed it); an order whose period is short
 * enough keeps it.
 */
export async function cutCollectionPeriods(sql: TxSql, orders: OrderToPlace[], cutDays: number | null, now: Date): Promise<OrderToPlace[]> {
  if (cutDays === null) return orders;
  const periods = await sql<{ id: number; startDays: number; endDays: number }>`SELECT "id", "startDays", "endDays" FROM "LiftingPeriod"`;
  return orders.map((order) => {
    const lifting = periods.find((p) => p.id === order.liftingPeriodId) ?? null;
    const period = collectionPeriod(order.offer, lifting, now, brand().timeZone);
    const cut = period && cutCollectionPeriod(period, cutDays);
    return cut ? { ...order, offer: { ...order.offer, collectionStart: dayToStore(cut.start), collectionEnd: dayToStore(cut.end) } } : order;
  });
}
