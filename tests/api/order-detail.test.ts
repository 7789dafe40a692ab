import { checkout } from '@/lib/basket/checkout';
import { orderableBasket } from '../helpers/basket-choices';
import { ROLES } from '@/lib/access/routes';
import { createAccount, createUser, db } from '../helpers/factories';
import { buyerOf, newKey, sellerWithOffer } from '../helpers/market-setup';
import { signInAs } from '../helpers/sign-in-as';

/** GET /api/orders/{orderId} (every field of trading-domain 3 with the status history) and the seller's decline with its reason. */
afterAll(() => db.$disconnect());

async function placedOrder() {
  const { seller, offer, product, terminal } = await sellerWithOffer({ volume: '50', fixedPrice: '91.23' });
  const sellerUser = await createUser({ accountId: seller.id, type: 'SELLER', isAdmin: true });
  const buyer = await buyerOf(seller.id);
  const basket = await orderableBasket(buyer, { offerId: offer.id, quantity: '5' });
  const { orders } = await checkout(buyer, basket._id, { idempotencyKey: newKey(), termsAccepted: true, orderChecked: true });
  return { orderId: orders[0]._id as number, orderNumber: orders[0].orderId, seller, sellerUser, buyer, product, terminal };
}

describe('order detail', () => {
  test('answers every field of the order and its history to its buyer and its seller, and 404 to anyone else', async () => {
    const { orderId, orderNumber, seller, sellerUser, buyer, product, terminal } = await placedOrder();
    const stored = await db.order.findUniqueOrThrow({ where: { id: orderId }, include: { events: true } });
    const address = await db.deliveryLocation.findUniqueOrThrow({ where: { id: stored.deliveryLocationId! } });
    const term = await db.paymentTerm.findUniqueOrThrow({ where: { id: stored.paymentTermId! } });
    const buyerClient = await signInAs(buyer);
    const res = await buyerClient.get(`/api/orders/${orderId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      _id: orderId,
      orderId: orderNumber,
      contractNumber: stored.contractNumber,
      pickupNumber: stored.pickupNumber,
      orderStatus: 'INCOMPLETE',
      buyer: { id: buyer.accountId, name: buyer.accountName },
      seller: { id: seller.id, name: seller.name },
      orderedBy: `${buyer.firstName} ${buyer.lastName}`,
      product: { name: product.name, type: 'FUEL' },
      terminal: terminal.name,
      volume: '5.000',
      price: '91.2300',
      invoice: { net: stored.net.toFixed(2), vat: stored.vat.toFixed(2), gross: stored.gross.toFixed(2), currency: 'EUR' },
      paymentTerm: term.name,
      deliveryAddress: { street: address.street, postCode: address.postCode, city: address.city },
    });
    expect(res.body.events).toEqual([
      {
        fromStatus: null,
        toStatus: 'INCOMPLETE',
        at: stored.events[0].at.toISOString(),
        note: 'ordered',
        userName: `${buyer.firstName} ${buyer.lastName}`,
        accountName: buyer.accountName,
      },
    ]);

    const sellerClient = await signInAs(sellerUser);
    expect((await sellerClient.get(`/api/orders/${orderId}`)).body._id).toBe(orderId);
    for (const stranger of [await createUser({ type: 'BUYER' }), await createUser({ type: 'SELLER' })]) {
      const other = await (await signInAs(stranger)).get(`/api/orders/${orderId}`);
      expect(other.status).toBe(404);
      expect(JSON.stringify(other.body)).not.toContain(orderNumber);
    }
  });

  test("a parent account's user with ChildAccounts_Offers_View reads its child's order, read only; without the right, or of another parent, it is unknown", async () => {
    const { orderId, orderNumber, buyer } = await placedOrder();
    const parent = await createAccount('BUYER');
    await db.account.update({ where: { id: buyer.accountId }, data: { parentId: parent.id } });
    const reader = await signInAs(await createUser({ accountId: parent.id, roles: [ROLES.childAccountOffers] }));
    const read = await reader.get(`/api/orders/${orderId}`);
    expect([read.status, read.body.orderId, read.body.buyer.id]).toEqual([200, orderNumber, buyer.accountId]);
    const acted = await reader.post(`/api/orders/${orderId}/actions`, { action: 'confirm' });
    expect(acted.status).toBe(403);
    expect((await db.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe('INCOMPLETE');

    const otherParent = await createAccount('BUYER');
    for (const refused of [
      await createUser({ accountId: parent.id, roles: [ROLES.relationships, ROLES.purchase] }),
      await createUser({ accountId: otherParent.id, roles: [ROLES.childAccountOffers] }),
    ]) {
      const res = await (await signInAs(refused)).get(`/api/orders/${orderId}`);
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain(orderNumber);
    }
  });

  test('a decline needs a reason: without one nothing changes; with one the buyer who ordered gets it by e-mail and the history shows it', async () => {
    const { orderId, orderNumber, seller, sellerUser, buyer } = await placedOrder();
    const client = await signInAs(sellerUser);
    for (const note of [undefined, '', '   ']) {
      const refused = await client.post(`/api/orders/${orderId}/actions`, { action: 'decline', note });
      expect([refused.status, refused.body.fields]).toEqual([400, { note: 'decline_reason_required' }]);
    }
    expect((await db.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe('INCOMPLETE');
    expect(await db.emailOutbox.count({ where: { to: buyer.email, template: 'order_declined' } })).toBe(0);

    const declined = await client.post(`/api/orders/${orderId}/actions`, { action: 'decline', note: ' Terminal gesperrt ' });
    expect(declined.body).toMatchObject({ orderStatus: 'CANCELLED' });
    const mail = await db.emailOutbox.findFirstOrThrow({ where: { to: buyer.email, template: 'order_declined' } });
    // The subject and the body name the status as the order screens do.
    expect(mail.subject).toBe(`Bestellung ${orderNumber}: Abgelehnt`);
    expect(mail.body).toContain('Status: Abgelehnt.');
    expect(mail.body).toContain(`${seller.name} hat Ihre Bestellung ${orderNumber} abgelehnt.`);
    expect(mail.body).toContain('Begründung: Terminal gesperrt');

    const { events } = (await (await signInAs(buyer)).get(`/api/orders/${orderId}`)).body;
    expect(events.at(-1)).toMatchObject({
      fromStatus: 'INCOMPLETE',
      toStatus: 'CANCELLED',
      note: 'Terminal gesperrt',
      userName: `${sellerUser.firstName} ${sellerUser.lastName}`,
      accountName: seller.name,
    });
  });
});
