import { listAdditiveOffers } from '@/lib/additives/list-additive-offers';
import { ZAdditiveOffersQuery } from '@/lib/additives/schemas';
import { AppError } from '@/lib/api/errors';
import { checkout } from '@/lib/basket/checkout';
import { updateBasketItem } from '@/lib/basket/update-basket-item';
import { orderableBasket } from '../helpers/basket-choices';
import { createUser, db } from '../helpers/factories';
import { drumOffer, newKey, sessionOf } from '../helpers/market-setup';

/** Additives sold by the container through basket and checkout (design 12): invoiced by containers, stock in containers, never oversold. */
afterAll(() => db.$disconnect());

const confirm = { termsAccepted: true as const, orderChecked: true as const };

async function outcome<T>(promise: Promise<T>): Promise<{ ok: true; value: T } | { ok: false; key: string; data?: unknown }> {
  try {
    return { ok: true, value: await promise };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, key: error.messageKey, data: error.data };
    throw error;
  }
}

async function buyerWithAdditives(sellerAccountId: number, additivesEnabled = true) {
  const user = await createUser({ type: 'BUYER' });
  await db.relationship.create({ data: { buyerAccountId: user.accountId, sellerAccountId, status: 'ENABLED', additivesEnabled } });
  return sessionOf(user.id);
}

test('4 drums are 0.8 cbm and invoiced as 4 x 390.00; the stock counts them', async () => {
  const { seller, offer } = await drumOffer(20);
  const buyer = await buyerWithAdditives(seller.id);
  // The quantity sent is ignored: the item's cbm are the containers'.
  const basket = await orderableBasket(buyer, { offerId: offer.id, quantity: '5', unitCount: 4 });
  const { orders } = await checkout(buyer, basket._id, { ...confirm, idempotencyKey: newKey() });
  expect(orders[0]).toMatchObject({ quantity: '0.8', price: '390', net: '1560', vat: '296.4', gross: '1856.4' });
  const order = await db.order.findUniqueOrThrow({ where: { id: orders[0]._id } });
  expect([order.unitCount, order.purchaseUnit]).toEqual([4, 'Fass (200 l)']);
  const after = await db.offer.findUniqueOrThrow({ where: { id: offer.id } });
  expect([after.unitStock, after.remainingVolume.toString()]).toEqual([16, '3.2']);
  // The confirmation mail counts drums at their price each, as the screens write them, not cbm per 100L15.
  const mail = await db.emailOutbox.findFirstOrThrow({ where: { to: buyer.email, template: 'order_confirmation' } });
  expect(mail.body).toContain(`${orders[0].orderId}: 4 × Fass (200 l) zu 390,00 EUR je Gebinde, brutto 1.856,40 EUR`);
  expect(mail.body).not.toContain('cbm');
});

test('a count outside the offer range or above the stock is refused in containers, and nothing is written', async () => {
  const { seller, offer } = await drumOffer(3);
  const buyer = await buyerWithAdditives(seller.id);
  expect(await outcome(orderableBasket(buyer, { offerId: offer.id, quantity: '1', unitCount: 11 }))).toEqual({
    ok: false,
    key: 'unit_count_out_of_range',
    data: { min: 1, max: 10 },
  });
  expect(await outcome(orderableBasket(buyer, { offerId: offer.id, quantity: '1', unitCount: 4 }))).toEqual({
    ok: false,
    key: 'only_units_left',
    data: { available: 3 },
  });
  const basket = await orderableBasket(buyer, { offerId: offer.id, quantity: '1', unitCount: 2 });
  expect(
    (await outcome(updateBasketItem(buyer, basket._id, (await db.basketItem.findFirstOrThrow({ where: { basketId: basket._id } })).id, { unitCount: 12 }))).ok,
  ).toBe(false);
  // The stock shrinks after the reservation: checkout counts again under its lock.
  await db.offer.update({ where: { id: offer.id }, data: { unitStock: 1, remainingVolume: '0.2' } });
  expect(await outcome(checkout(buyer, basket._id, { ...confirm, idempotencyKey: newKey() }))).toEqual({
    ok: false,
    key: 'only_units_left',
    data: { available: 1 },
  });
  expect(await db.order.count({ where: { offerId: offer.id } })).toBe(0);
});

test('no additives for a buyer the seller has not enabled them for', async () => {
  const { seller, offer } = await drumOffer(5);
  const buyer = await buyerWithAdditives(seller.id, false);
  expect(await outcome(orderableBasket(buyer, { offerId: offer.id, quantity: '1', unitCount: 1 }))).toMatchObject({
    ok: false,
    key: 'offer_no_longer_available',
  });
});

test('releases of other products and terminals leave the additives enabled for sale: the list, the basket and checkout agree', async () => {
  const { seller, offer } = await drumOffer(5);
  const buyer = await buyerWithAdditives(seller.id);
  const [diesel, hamburg] = await Promise.all([
    db.product.findFirstOrThrow({ where: { name: 'Diesel B7' } }),
    db.terminal.findFirstOrThrow({ where: { code: 'HH1' } }),
  ]);
  await db.relationship.update({
    where: { buyerAccountId_sellerAccountId: { buyerAccountId: buyer.accountId, sellerAccountId: seller.id } },
    data: { allProducts: false, allTerminals: false, products: { create: { productId: diesel.id } }, terminals: { create: { terminalId: hamburg.id } } },
  });
  const listed = await listAdditiveOffers(buyer, ZAdditiveOffersQuery.parse({}));
  expect(listed.offers.map((o) => o._id)).toEqual([offer.id]);
  const basket = await orderableBasket(buyer, { offerId: offer.id, quantity: '1', unitCount: 2 });
  expect(await outcome(checkout(buyer, basket._id, { ...confirm, idempotencyKey: newKey() }))).toMatchObject({ ok: true });
});

test('30 buyers ordering 1 drum each at once from 10 in stock: exactly 10 orders, the stock at 0, never below', async () => {
  const { seller, offer } = await drumOffer(10);
  const buyers = await Promise.all(Array.from({ length: 30 }, () => buyerWithAdditives(seller.id)));
  const baskets = await Promise.all(buyers.map((buyer) => orderableBasket(buyer, { offerId: offer.id, quantity: '1', unitCount: 1 })));
  const results = await Promise.all(buyers.map((buyer, i) => outcome(checkout(buyer, baskets[i]._id, { ...confirm, idempotencyKey: newKey() }))));
  expect(results.filter((r) => r.ok)).toHaveLength(10);
  expect(new Set(results.filter((r) => !r.ok).map((r) => !r.ok && r.key))).toEqual(new Set(['volume_insufficient']));
  const after = await db.offer.findUniqueOrThrow({ where: { id: offer.id } });
  expect([after.unitStock, after.remainingVolume.toString()]).toEqual([0, '0']);
  expect(await db.order.aggregate({ where: { offerId: offer.id }, _sum: { unitCount: true } })).toEqual({ _sum: { unitCount: 10 } });
});
