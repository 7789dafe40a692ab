import { AppError } from '@/lib/api/errors';
import { checkout } from '@/lib/basket/checkout';
import { orderableBasket } from '../helpers/basket-choices';
import { actOnOrder } from '@/lib/orders/act-on-order';
import { createUser, db } from '../helpers/factories';
import { buyerOf, newKey, sellerWithOffer, sessionOf } from '../helpers/market-setup';
import { whileHeld } from '../helpers/race';

/**
 * Seller order actions. The order's row lock (FOR UPDATE in lib/orders/act-on-order.ts) keeps two
 * desks from both moving an order: 'two desks declining at once' fails without it.
 */
afterAll(() => db.$disconnect());

async function orderedBy() {
  const { seller, offer } = await sellerWithOffer({ volume: '50' });
  const buyer = await buyerOf(seller.id);
  const basket = await orderableBasket(buyer, { offerId: offer.id, quantity: '5' });
  const { orders } = await checkout(buyer, basket._id, { idempotencyKey: newKey(), termsAccepted: true, orderChecked: true });
  const sellerUser = await sessionOf((await createUser({ accountId: seller.id })).id);
  return { orderId: orders[0]._id, sellerUser, buyer };
}

describe('seller order actions', () => {
  test('review, confirm, transfer and complete, each recorded as an event', async () => {
    const { orderId, sellerUser } = await orderedBy();
    for (const [action, status] of [
      ['review', 'MANUAL'],
      ['confirm', 'CONFIRMED'],
      ['transfer', 'TRANSFERRED'],
      ['complete', 'COMPLETE'],
    ] as const) {
      expect(await actOnOrder(sellerUser, orderId, action)).toEqual({ _id: orderId, orderStatus: status });
    }
    const events = await db.orderEvent.findMany({ where: { orderId }, orderBy: { id: 'asc' } });
    expect(events.map((e) => e.toStatus)).toEqual(['INCOMPLETE', 'MANUAL', 'CONFIRMED', 'TRANSFERRED', 'COMPLETE']);
  });

  test('an illegal step is refused and changes nothing', async () => {
    const { orderId, sellerUser } = await orderedBy();
    await actOnOrder(sellerUser, orderId, 'confirm');
    await actOnOrder(sellerUser, orderId, 'transfer');
    await expect(actOnOrder(sellerUser, orderId, 'decline')).rejects.toMatchObject({ code: 'conflict', messageKey: 'order_status_not_allowed' });
    expect((await db.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe('TRANSFERRED');
  });

  test('a seller cannot act on another seller’s order, nor a buyer on any', async () => {
    const { orderId, buyer } = await orderedBy();
    const { sellerUser: otherSeller } = await orderedBy();
    await expect(actOnOrder(otherSeller, orderId, 'confirm')).rejects.toBeInstanceOf(AppError);
    await expect(actOnOrder(buyer, orderId, 'confirm')).rejects.toMatchObject({ code: 'not_found' });
    expect((await db.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe('INCOMPLETE');
  });

  test('two desks declining at once: one moves it, the other is refused, the volume comes back once', async () => {
    const { orderId, sellerUser } = await orderedBy();
    const { offerId } = await db.order.findUniqueOrThrow({ where: { id: orderId } });
    // Both desks start while another transaction holds the order, so both are under way before
    // either decides: the order's lock (FOR UPDATE in actOnOrder) alone lets the second see the first's step.
    const results = await whileHeld(
      `UPDATE "Order" SET "updatedAt" = "updatedAt" WHERE "id" = $1`,
      [orderId],
      () => Promise.allSettled([actOnOrder(sellerUser, orderId, 'decline'), actOnOrder(sellerUser, orderId, 'decline')]),
      2,
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await db.orderEvent.count({ where: { orderId, toStatus: 'CANCELLED' } })).toBe(1);
    expect((await db.offer.findUniqueOrThrow({ where: { id: offerId } })).remainingVolume.toString()).toBe('50');
  });
});
