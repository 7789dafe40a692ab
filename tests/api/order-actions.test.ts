import { ROLES } from '@/lib/access/routes';
import { checkout } from '@/lib/basket/checkout';
import { orderableBasket } from '../helpers/basket-choices';
import { messagesFor } from '@/lib/i18n/messages';
import { createUser, db } from '../helpers/factories';
import { buyerOf, newKey, sellerWithOffer } from '../helpers/market-setup';
import { signInAs } from '../helpers/sign-in-as';

/** POST /api/orders/{orderId}/actions: who in a seller company may move an order along. */
afterAll(() => db.$disconnect());

async function placedOrder() {
  const { seller, offer } = await sellerWithOffer({ volume: '50' });
  const buyer = await buyerOf(seller.id);
  const basket = await orderableBasket(buyer, { offerId: offer.id, quantity: '5' });
  const { orders } = await checkout(buyer, basket._id, { idempotencyKey: newKey(), termsAccepted: true, orderChecked: true });
  return { orderId: orders[0]._id as number, seller };
}

describe('seller order actions over HTTP', () => {
  test.each(['confirm', 'decline'])('a team member without the buyer-management role gets 403 on %s and nothing changes', async (action) => {
    const { orderId, seller } = await placedOrder();
    const client = await signInAs(await createUser({ accountId: seller.id, roles: [ROLES.purchase] }));
    const res = await client.post(`/api/orders/${orderId}/actions`, { action, note: 'Menge nicht lieferbar' });
    expect([res.status, res.body.message]).toEqual([403, 'order_actions_not_allowed']);
    for (const locale of ['de', 'de-CH', 'en'] as const) expect(messagesFor(locale).errors.order_actions_not_allowed).toEqual(expect.any(String));
    expect((await db.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe('INCOMPLETE');
    expect(await db.orderEvent.count({ where: { orderId, toStatus: { not: 'INCOMPLETE' } } })).toBe(0);
  });

  test('a company admin without the role and a team member with it may act', async () => {
    const { orderId, seller } = await placedOrder();
    const admin = await signInAs(await createUser({ accountId: seller.id, roles: [], isAdmin: true }));
    expect((await admin.post(`/api/orders/${orderId}/actions`, { action: 'confirm' })).body).toMatchObject({ orderStatus: 'CONFIRMED' });
    const manager = await signInAs(await createUser({ accountId: seller.id, roles: [ROLES.relationships] }));
    expect((await manager.post(`/api/orders/${orderId}/actions`, { action: 'transfer' })).body).toMatchObject({ orderStatus: 'TRANSFERRED' });
  });
});
