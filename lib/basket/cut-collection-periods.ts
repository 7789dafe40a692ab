import { DateTime } from 'luxon';
import type { TxSql } from '@/lib/db-transaction';
import { brand } from '@/lib/env';
import { cutCollectionPeriod, type CollectionDays } from '@/lib/orders/domain/collection-cut';
import type { OrderToPlace } from './place-orders';

const day = (date: Date) => date.toISOString().slice(0, 10);
const midnight = (isoDate: string) => new Date(`${isoDate}T00:00:00.000Z`);

/**
 * design 11: a shareholder's order is collected within the cut. The order gets the cut period as
 * its collection dates, whether the offer named dates or a lifting period (which counts from today
 * in the brand's zone, as the market showed it); an order whose period is short enough keeps it.
 */
export async function cutCollectionPeriods(sql: TxSql, orders: OrderToPlace[], cutDays: number | null, now: Date): Promise<OrderToPlace[]> {
  if (cutDays === null) return orders;
  const periods = await sql<{ id: number; startDays: number; endDays: number }>`SELECT "id", "startDays", "endDays" FROM "LiftingPeriod"`;
  const today = DateTime.fromJSDate(now, { zone: brand().timeZone }).startOf('day');
  const plusDays = (days: number) => today.plus({ days }).toISODate()!;
  return orders.map((order) => {
    let period: CollectionDays | null = null;
    if (order.offer.collectionStart && order.offer.collectionEnd) {
      period = { start: day(order.offer.collectionStart), end: day(order.offer.collectionEnd) };
    } else {
      const lifting = periods.find((p) => p.id === order.liftingPeriodId);
      if (lifting) period = { start: plusDays(lifting.startDays), end: plusDays(lifting.endDays) };
    }
    const cut = period && cutCollectionPeriod(period, cutDays);
    return cut ? { ...order, offer: { ...order.offer, collectionStart: midnight(cut.start), collectionEnd: midnight(cut.end) } } : order;
  });
}
