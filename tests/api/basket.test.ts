import { DateTime } from 'luxon';
import { brand } from '@/lib/env';
import { createAccount, createUser, db } from '../helpers/factories';
import { requiredChoices } from '../helpers/basket-choices';
import { drumOffer, newKey, sellerWithOffer } from '../helpers/market-setup';
import { signInAs } from '../helpers/sign-in-as';

/** The basket over HTTP (trading-domain 2 Basket / Order confirmation, 5 quantity, 8 errors; design 6). */
afterAll(() => db.$disconnect());

const confirm = { termsAccepted: true, orderChecked: true };

/** A factory seller with one offer and a signed-in factory buyer trading with it, with the choices checkout requires. */
async function market(offer: { volume: string; min?: string; max?: string } = { volume: '100', min: '1', max: '50' }) {
  const setup = await sellerWithOffer(offer);
  const user = await createUser({ type: 'BUYER' });
  await db.relationship.create({ data: { buyerAccountId: user.accountId, sellerAccountId: setup.seller.id, status: 'ENABLED', creditLimitOption: 'NONE' } });
  return { ...setup, user, client: await signInAs(user), choices: await requiredChoices(user.accountId, setup.offer.id) };
}

async function basketOf(
  client: Awaited<ReturnType<typeof signInAs>>,
  offerId: number,
  quantity = '2',
  choices: { deliveryLocationId?: number; paymentTermId?: number; unitCount?: number } = {},
) {
  const res = await client.post('/api/baskets', { offerId, quantity, ...choices });
  expect(res.status).toBe(200);
  return res.body._id as string;
}

describe('basket API', () => {
  test('creates a basket and answers it with the offer summary to its own account only', async () => {
    const { client, offer, terminal, seller } = await market();
    const id = await basketOf(client, offer.id);
    const res = await client.get(`/api/baskets/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('OPEN');
    expect(new Date(res.body.expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect(res.body.currentTime).toEqual(expect.any(String));
    const [item] = res.body.items;
    expect(item).toMatchObject({ offerId: offer.id, quantity: '2', minimumOrderQuantity: '1', maximumOrderQuantity: '50', available: '100' });
    expect(item.terminal.name).toBe(terminal.name);
    expect(item.sellerName).toBe(seller.name);
    expect(item.product.name).toBe('Diesel B7');

    const other = await signInAs(await createUser({ type: 'BUYER' }));
    expect((await other.get(`/api/baskets/${id}`)).status).toBe(404);
  });

  test('an anonymous offer: the answer names neither the seller nor its agreed payment term', async () => {
    const { client, offer, seller, user } = await market();
    const term = await db.paymentTerm.findFirstOrThrow();
    await db.relationship.updateMany({ where: { buyerAccountId: user.accountId, sellerAccountId: seller.id }, data: { paymentTermId: term.id } });
    await db.offer.update({ where: { id: offer.id }, data: { anonymous: true } });
    const id = await basketOf(client, offer.id);
    // The item still carries the agreed term, so the order will.
    expect((await db.basketItem.findFirstOrThrow({ where: { basketId: id } })).paymentTermId).toBe(term.id);
    const [item] = (await client.get(`/api/baskets/${id}`)).body.items;
    expect(item).toMatchObject({ paymentTermId: null, agreedPaymentTermId: null, paymentTermAgreed: true });
    expect(JSON.stringify(item)).not.toContain(seller.name);

    await db.offer.update({ where: { id: offer.id }, data: { anonymous: false } });
    const [named] = (await client.get(`/api/baskets/${id}`)).body.items;
    expect(named).toMatchObject({ paymentTermId: term.id, agreedPaymentTermId: term.id, paymentTermAgreed: true });
  });

  test('an anonymous offer: no payment term is refused, so trying them one by one does not find the agreed term; the agreed term stays', async () => {
    const { client, offer, seller, user } = await market();
    const [agreed, other] = await db.paymentTerm.findMany({ orderBy: { id: 'asc' }, take: 2 });
    await db.relationship.updateMany({ where: { buyerAccountId: user.accountId, sellerAccountId: seller.id }, data: { paymentTermId: agreed.id } });
    await db.offer.update({ where: { id: offer.id }, data: { anonymous: true } });
    const created = await client.post('/api/baskets', { offerId: offer.id, quantity: '2', paymentTermId: other.id });
    expect(created.status).toBe(200);
    const item = await db.basketItem.findFirstOrThrow({ where: { basketId: created.body._id } });
    expect(item.paymentTermId).toBe(agreed.id);
    for (const term of [agreed, other]) {
      const res = await client.put(`/api/baskets/${created.body._id}/items/${item.id}`, { paymentTermId: term.id });
      expect([term.id, res.status]).toEqual([term.id, 200]);
    }
    expect((await db.basketItem.findUniqueOrThrow({ where: { id: item.id } })).paymentTermId).toBe(agreed.id);

    // A named offer still refuses another term than the agreed one, naming the field.
    await db.offer.update({ where: { id: offer.id }, data: { anonymous: false } });
    const named = await client.put(`/api/baskets/${created.body._id}/items/${item.id}`, { paymentTermId: other.id });
    expect([named.status, named.body.fields]).toEqual([400, { paymentTermId: 'invalid_value' }]);
  });

  test('the limits in the answer follow the server when the offer changes', async () => {
    const { client, offer } = await market();
    const id = await basketOf(client, offer.id);
    await db.offer.update({ where: { id: offer.id }, data: { remainingVolume: '7', minOrderQuantity: '3' } });
    const [item] = (await client.get(`/api/baskets/${id}`)).body.items;
    expect(item).toMatchObject({ minimumOrderQuantity: '3', available: '7' });
  });

  test('updates the quantity of an item', async () => {
    const { client, offer } = await market();
    const id = await basketOf(client, offer.id);
    const itemId = (await client.get(`/api/baskets/${id}`)).body.items[0]._id;
    expect((await client.put(`/api/baskets/${id}/items/${itemId}`, { quantity: '12.5' })).status).toBe(200);
    expect((await db.basketItem.findUniqueOrThrow({ where: { id: itemId } })).quantity.toString()).toBe('12.5');
  });

  test('a delivery address of another account is refused', async () => {
    const { client, offer } = await market();
    const id = await basketOf(client, offer.id);
    const itemId = (await client.get(`/api/baskets/${id}`)).body.items[0]._id;
    const other = await createAccount('BUYER');
    const foreign = await db.deliveryLocation.create({ data: { accountId: other.id, street: 'Am Kai 2', postCode: '20457', city: 'Hamburg', county: 'HH' } });
    const res = await client.put(`/api/baskets/${id}/items/${itemId}`, { deliveryLocationId: foreign.id });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('deliveryLocationId');
    expect((await db.basketItem.findUniqueOrThrow({ where: { id: itemId } })).deliveryLocationId).not.toBe(foreign.id);
  });

  test.each([['0'], ['-1'], ['1.2345'], ['abc'], ['1e9'], [0], [1e9]])('quantity %p is refused naming the field and nothing is written', async (quantity) => {
    const { client, offer, user } = await market();
    const res = await client.post('/api/baskets', { offerId: offer.id, quantity });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('quantity');
    expect(await db.basket.count({ where: { buyerAccountId: user.accountId } })).toBe(0);

    const id = await basketOf(client, offer.id);
    const itemId = (await client.get(`/api/baskets/${id}`)).body.items[0]._id;
    const put = await client.put(`/api/baskets/${id}/items/${itemId}`, { quantity });
    expect(put.status).toBe(400);
    expect(put.body.fields).toHaveProperty('quantity');
    expect((await db.basketItem.findUniqueOrThrow({ where: { id: itemId } })).quantity.toString()).toBe('2');
  });

  test('the same idempotency key twice answers the same and orders once', async () => {
    const { client, offer, choices } = await market();
    const id = await basketOf(client, offer.id, '2', choices);
    const body = { ...confirm, idempotencyKey: newKey() };
    const [first, second] = [await client.post(`/api/baskets/${id}/checkout`, body), await client.post(`/api/baskets/${id}/checkout`, body)];
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(first.body.orders).toHaveLength(1);
    expect(first.body.orders[0].orderId).toEqual(expect.any(String));
    expect(await db.order.count({ where: { offerId: offer.id } })).toBe(1);
  });

  test('an order shows in the history and its filter options at once, though each instance keeps them for a few seconds', async () => {
    const { client, offer, seller, choices } = await market();
    const before = (await client.get('/api/orderHistory')).body;
    expect(before.filterOptions.sellers).toEqual([]);
    const id = await basketOf(client, offer.id, '2', choices);
    const ordered = await client.post(`/api/baskets/${id}/checkout`, { ...confirm, idempotencyKey: newKey() });
    expect(ordered.status).toBe(200);
    const after = (await client.get('/api/orderHistory')).body;
    expect(after.orders.map((o: { orderId: string }) => o.orderId)).toEqual([ordered.body.orders[0].orderId]);
    expect(after.filterOptions.sellers).toEqual([{ id: seller.id, name: seller.name }]);
    expect(after.filterOptions.orderIds).toEqual([ordered.body.orders[0].orderId]);
  });

  test('checkout refuses an item whose delivery address or payment term says "Bitte wählen", naming both, and writes nothing', async () => {
    const { client, offer, user, choices } = await market();
    const other = await db.deliveryLocation.create({
      data: { accountId: user.accountId, street: 'Lagerweg 2', postCode: '20457', city: 'Hamburg', county: 'HH' },
    });
    // Two addresses: none is chosen for the buyer.
    const id = await basketOf(client, offer.id);
    const [item] = (await client.get(`/api/baskets/${id}`)).body.items;
    expect(item).toMatchObject({ deliveryLocationId: null, paymentTermId: null, liftingPeriodRequired: false });
    const refused = await client.post(`/api/baskets/${id}/checkout`, { ...confirm, idempotencyKey: newKey() });
    expect([refused.status, refused.body.message, refused.body.fields]).toEqual([
      400,
      'validation_failed',
      { deliveryLocationId: 'delivery_address_required', paymentTermId: 'payment_term_required' },
    ]);
    expect(await db.order.count({ where: { offerId: offer.id } })).toBe(0);
    expect((await db.basket.findUniqueOrThrow({ where: { id } })).status).toBe('OPEN');
    expect((await db.offer.findUniqueOrThrow({ where: { id: offer.id } })).remainingVolume.toString()).toBe('100');

    // Chosen, the order carries exactly what was chosen.
    expect((await client.put(`/api/baskets/${id}/items/${item._id}`, { deliveryLocationId: other.id, paymentTermId: choices.paymentTermId })).status).toBe(200);
    expect((await client.post(`/api/baskets/${id}/checkout`, { ...confirm, idempotencyKey: newKey() })).status).toBe(200);
    expect(await db.order.findFirstOrThrow({ where: { offerId: offer.id } })).toMatchObject({
      deliveryLocationId: other.id,
      paymentTermId: choices.paymentTermId,
    });
  });

  test('an offer sold by lifting period starts the item with it, and checkout refuses the item once it is taken away', async () => {
    const { client, offer, choices } = await market();
    const period = await db.liftingPeriod.findFirstOrThrow({ orderBy: { id: 'asc' } });
    await db.offer.update({ where: { id: offer.id }, data: { liftingPeriodId: period.id } });
    const id = await basketOf(client, offer.id, '2', choices);
    const [item] = (await client.get(`/api/baskets/${id}`)).body.items;
    expect(item).toMatchObject({ liftingPeriodId: period.id, liftingPeriodRequired: true, deliveryLocationId: choices.deliveryLocationId });
    expect((await client.put(`/api/baskets/${id}/items/${item._id}`, { liftingPeriodId: null })).status).toBe(200);
    const refused = await client.post(`/api/baskets/${id}/checkout`, { ...confirm, idempotencyKey: newKey() });
    expect([refused.status, refused.body.fields]).toEqual([400, { liftingPeriodId: 'lifting_period_required' }]);
    expect(await db.order.count({ where: { offerId: offer.id } })).toBe(0);
  });

  test('an order of an offer sold by lifting period keeps the days the period stands for: the basket, the history and the detail name them alike', async () => {
    const { client, offer, choices } = await market();
    const week = await db.liftingPeriod.findUniqueOrThrow({ where: { code: 'WEEK' } });
    await db.offer.update({ where: { id: offer.id }, data: { liftingPeriodId: week.id, collectionStart: null, collectionEnd: null } });
    const today = () => DateTime.now().setZone(brand().timeZone).startOf('day');
    const before = today();
    const id = await basketOf(client, offer.id, '2', choices);
    const [item] = (await client.get(`/api/baskets/${id}`)).body.items;
    const ordered = await client.post(`/api/baskets/${id}/checkout`, { ...confirm, idempotencyKey: newKey() });
    expect(ordered.status).toBe(200);
    // The period counts from the day of the order in the brand's zone: the day the test began, or the next if midnight passed meanwhile.
    const start = DateTime.fromISO(item.collectionRange.start, { zone: 'utc' });
    const end = start.plus({ days: week.endDays - week.startDays });
    expect([before.toISODate(), today().toISODate()]).toContain(start.toISODate());
    expect(item.collectionRange).toEqual({ start: `${start.toISODate()}T00:00:00.000Z`, end: `${end.toISODate()}T00:00:00.000Z` });

    const [row] = (await client.get('/api/orderHistory')).body.orders;
    expect(row.collectionRange).toEqual(item.collectionRange);
    expect(row.collectionTimeText).toBe(`${start.toFormat('dd.MM.yyyy')} – ${end.toFormat('dd.MM.yyyy')}`);
    const detail = (await client.get(`/api/orders/${ordered.body.orders[0]._id}`)).body;
    expect([detail.liftingPeriod, detail.collectionRange]).toEqual([week.name, item.collectionRange]);
  });

  test('checkout without termsAccepted is refused with the field and writes nothing', async () => {
    const { client, offer } = await market();
    const id = await basketOf(client, offer.id);
    const res = await client.post(`/api/baskets/${id}/checkout`, { idempotencyKey: newKey(), orderChecked: true });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('termsAccepted');
    expect(await db.order.count({ where: { offerId: offer.id } })).toBe(0);
    expect((await db.basket.findUniqueOrThrow({ where: { id } })).status).toBe('OPEN');
    expect((await db.offer.findUniqueOrThrow({ where: { id: offer.id } })).remainingVolume.toString()).toBe('100');
  });

  test("an offer the buyer's market does not show answers like an unknown one, and no basket is written", async () => {
    const { offer } = await market();
    const adBlue = await db.product.findFirstOrThrow({ where: { name: 'AdBlue (IBC 1000 l)' } });
    // Anonymous and an additive: neither may show through the answer.
    await db.offer.update({ where: { id: offer.id }, data: { anonymous: true, productId: adBlue.id } });
    const stranger = await createUser({ type: 'BUYER' });
    const client = await signInAs(stranger);
    const unknown = await client.post('/api/baskets', { offerId: 999_999_999, quantity: '2' });
    for (const body of [
      { offerId: offer.id, quantity: '2' },
      { offerId: offer.id, quantity: '2', unitCount: 999 },
    ]) {
      const res = await client.post('/api/baskets', body);
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('offer_no_longer_available');
      expect(res.body.data).toEqual(unknown.body.data);
    }
    expect(unknown.body.message).toBe('offer_no_longer_available');
    expect(await db.basket.count({ where: { buyerAccountId: stranger.accountId } })).toBe(0);
  });

  test('a team member without the purchase right may neither fill a basket nor order', async () => {
    const { offer, user, client } = await market();
    const id = await basketOf(client, offer.id);
    const viewer = await signInAs(await createUser({ accountId: user.accountId, roles: [] }));
    expect((await viewer.post('/api/baskets', { offerId: offer.id, quantity: '2' })).status).toBe(403);
    expect((await viewer.post(`/api/baskets/${id}/checkout`, { ...confirm, idempotencyKey: newKey() })).status).toBe(403);
    expect(await db.order.count({ where: { offerId: offer.id } })).toBe(0);
  });

  test('an ordered basket can neither be changed nor priced again', async () => {
    const { client, offer, choices } = await market();
    const id = await basketOf(client, offer.id, '2', choices);
    const itemId = (await client.get(`/api/baskets/${id}`)).body.items[0]._id;
    expect((await client.post(`/api/baskets/${id}/checkout`, { ...confirm, idempotencyKey: newKey() })).status).toBe(200);
    const change = await client.put(`/api/baskets/${id}/items/${itemId}`, { quantity: '3' });
    expect(change.status).toBe(409);
    expect(change.body.message).toBe('basket_already_ordered');
    const reprice = await client.post(`/api/baskets/${id}/reprice`);
    expect(reprice.status).toBe(409);
    expect((await db.basketItem.findUniqueOrThrow({ where: { id: itemId } })).quantity.toString()).toBe('2');
  });

  test('a seller may not create a basket', async () => {
    const { offer } = await market();
    const seller = await signInAs(await createUser({ type: 'SELLER' }));
    const res = await seller.post('/api/baskets', { offerId: offer.id, quantity: '2' });
    expect(res.status).toBe(403);
  });

  test('an expired reservation asks for a new price, which extends it', async () => {
    const { client, offer, choices } = await market();
    const id = await basketOf(client, offer.id, '2', choices);
    await db.basket.update({ where: { id }, data: { expiresAt: new Date(Date.now() - 60_000) } });
    const expired = await client.post(`/api/baskets/${id}/checkout`, { ...confirm, idempotencyKey: newKey() });
    expect(expired.status).toBe(422);
    expect(expired.body.message).toBe('reservation_expired');
    const res = await client.post(`/api/baskets/${id}/reprice`);
    expect(res.status).toBe(200);
    expect(new Date(res.body.expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect((await db.basket.findUniqueOrThrow({ where: { id } })).expiresAt.getTime()).toBeGreaterThan(Date.now());
    const ordered = await client.post(`/api/baskets/${id}/checkout`, { ...confirm, idempotencyKey: newKey() });
    expect(ordered.status).toBe(200);
  });

  test("a new basket refuses another account's delivery address or an unknown lifting period and writes nothing", async () => {
    const { client, offer, user } = await market();
    const other = await createUser({ type: 'BUYER' });
    const foreign = await db.deliveryLocation.create({
      data: { accountId: other.accountId, street: 'Fremdweg 1', postCode: '10115', city: 'Berlin', county: 'Berlin' },
    });
    for (const [field, value] of [
      ['deliveryLocationId', foreign.id],
      ['liftingPeriodId', 999_999],
      ['paymentTermId', 999_999],
    ] as const) {
      const res = await client.post('/api/baskets', { offerId: offer.id, quantity: '2', [field]: value });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ [field]: 'invalid_value' });
    }
    expect(await db.basket.count({ where: { buyerAccountId: user.accountId } })).toBe(0);
  });

  test("the seller's agreed payment term is the item's, no other is accepted, and a change of it before checkout is refused", async () => {
    const { client, offer, user, seller } = await market();
    const [agreed, other] = await db.paymentTerm.findMany({ orderBy: { id: 'asc' }, take: 2 });
    const where = { buyerAccountId_sellerAccountId: { buyerAccountId: user.accountId, sellerAccountId: seller.id } };
    await db.relationship.update({ where, data: { paymentTermId: agreed.id } });
    const id = await basketOf(client, offer.id);
    const [item] = (await client.get(`/api/baskets/${id}`)).body.items;
    expect(item).toMatchObject({ paymentTermId: agreed.id, agreedPaymentTermId: agreed.id });
    for (const paymentTermId of [other.id, null]) {
      const res = await client.put(`/api/baskets/${id}/items/${item._id}`, { paymentTermId });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ paymentTermId: 'invalid_value' });
    }
    await db.relationship.update({ where, data: { paymentTermId: other.id } });
    const refused = await client.post(`/api/baskets/${id}/checkout`, { ...confirm, idempotencyKey: newKey() });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('payment_term_changed');
    await db.relationship.update({ where, data: { paymentTermId: agreed.id } });
    const ordered = await client.post(`/api/baskets/${id}/checkout`, { ...confirm, idempotencyKey: newKey() });
    expect(ordered.status).toBe(200);
    expect((await db.order.findFirstOrThrow({ where: { offerId: offer.id } })).paymentTermId).toBe(agreed.id);
  });

  test('an additive is ordered by the container: a count out of the offer range is refused with unit_count_out_of_range, the order keeps the count', async () => {
    const { seller, offer } = await drumOffer(20);
    const user = await createUser({ type: 'BUYER' });
    await db.relationship.create({ data: { buyerAccountId: user.accountId, sellerAccountId: seller.id, status: 'ENABLED', additivesEnabled: true } });
    const client = await signInAs(user);
    const choices = await requiredChoices(user.accountId, offer.id);
    for (const unitCount of [undefined, 11]) {
      const res = await client.post('/api/baskets', { offerId: offer.id, quantity: '2', unitCount });
      expect([res.status, res.body.message, res.body.data, res.body.fields]).toEqual([
        400,
        'unit_count_out_of_range',
        { min: 1, max: 10 },
        { unitCount: 'unit_count_out_of_range' },
      ]);
    }
    for (const unitCount of [0, 2.5])
      expect((await client.post('/api/baskets', { offerId: offer.id, quantity: '2', unitCount })).body.fields).toHaveProperty('unitCount');
    const id = await basketOf(client, offer.id, '2', { ...choices, unitCount: 4 });
    const itemId = (await client.get(`/api/baskets/${id}`)).body.items[0]._id;
    const tooMany = await client.put(`/api/baskets/${id}/items/${itemId}`, { unitCount: 11 });
    expect([tooMany.status, tooMany.body.message, tooMany.body.data]).toEqual([400, 'unit_count_out_of_range', { min: 1, max: 10 }]);
    expect((await client.put(`/api/baskets/${id}/items/${itemId}`, { unitCount: 3 })).status).toBe(200);
    expect((await client.post(`/api/baskets/${id}/checkout`, { ...confirm, idempotencyKey: newKey() })).status).toBe(200);
    const order = await db.order.findFirstOrThrow({ where: { offerId: offer.id } });
    expect([order.unitCount, order.quantity.toString(), order.net.toString()]).toEqual([3, '0.6', '1170']);
  });

  test('an additive offered by the cbm is not for sale, and a fuel order keeps no unit count', async () => {
    const { client, offer, choices } = await market();
    const fuel = await basketOf(client, offer.id, '2', { ...choices, unitCount: 24 });
    expect((await client.post(`/api/baskets/${fuel}/checkout`, { ...confirm, idempotencyKey: newKey() })).status).toBe(200);
    expect((await db.order.findFirstOrThrow({ where: { offerId: offer.id } })).unitCount).toBeNull();
    const adBlue = await db.product.findFirstOrThrow({ where: { name: 'AdBlue (IBC 1000 l)' } });
    await db.offer.update({ where: { id: offer.id }, data: { productId: adBlue.id } });
    const refused = await client.post('/api/baskets', { offerId: offer.id, quantity: '2', unitCount: 24, ...choices });
    expect([refused.status, refused.body.message]).toEqual([422, 'offer_no_longer_available']);
  });
});

describe('a basket of several items (trading-domain 2: the basket has items)', () => {
  test('POST /api/baskets/{id}/items adds offers of other sellers; one checkout places every item, each offer giving its volume', async () => {
    const first = await market();
    const second = await sellerWithOffer({ volume: '30', fixedPrice: '90.00' });
    await db.relationship.create({ data: { buyerAccountId: first.user.accountId, sellerAccountId: second.seller.id, status: 'ENABLED' } });
    const id = await basketOf(first.client, first.offer.id, '2', first.choices);
    const before = (await first.client.get(`/api/baskets/${id}`)).body;
    const added = await first.client.post(`/api/baskets/${id}/items`, { offerId: second.offer.id, quantity: '3', ...first.choices });
    expect(added.status).toBe(200);
    // One reservation for the basket: the new item's price holds as long as the first one's.
    expect(added.body).toMatchObject({ _id: id, itemId: expect.any(Number), expiresAt: before.expiresAt });
    const basket = (await first.client.get(`/api/baskets/${id}`)).body;
    expect(basket.items.map((i: { offerId: number; quantity: string; sellerName: string }) => [i.offerId, i.quantity, i.sellerName])).toEqual([
      [first.offer.id, '2', first.seller.name],
      [second.offer.id, '3', second.seller.name],
    ]);

    const ordered = await first.client.post(`/api/baskets/${id}/checkout`, { ...confirm, idempotencyKey: newKey() });
    expect(ordered.status).toBe(200);
    expect(ordered.body.orders.map((o: { quantity: string; price: string }) => [o.quantity, o.price])).toEqual([
      ['2', '100'],
      ['3', '90'],
    ]);
    const left = await db.offer.findMany({ where: { id: { in: [first.offer.id, second.offer.id] } }, orderBy: { id: 'asc' } });
    expect(left.map((o) => o.remainingVolume.toString())).toEqual(['98', '27']);
    // An ordered basket takes no more items.
    const late = await first.client.post(`/api/baskets/${id}/items`, { offerId: second.offer.id, quantity: '1' });
    expect([late.status, late.body.message]).toEqual([409, 'basket_already_ordered']);
  });

  test('one refused item refuses the whole basket: nothing is ordered and no offer gives volume', async () => {
    const first = await market();
    const second = await sellerWithOffer({ volume: '30' });
    // No relationship with the second seller yet: its offer is not on this buyer's market.
    const id = await basketOf(first.client, first.offer.id, '2', first.choices);
    const hidden = await first.client.post(`/api/baskets/${id}/items`, { offerId: second.offer.id, quantity: '3' });
    expect([hidden.status, hidden.body.message]).toEqual([422, 'offer_no_longer_available']);
    await db.relationship.create({ data: { buyerAccountId: first.user.accountId, sellerAccountId: second.seller.id, status: 'ENABLED' } });
    expect((await first.client.post(`/api/baskets/${id}/items`, { offerId: second.offer.id, quantity: '3', ...first.choices })).status).toBe(200);
    // The second seller ends the relationship before checkout.
    await db.relationship.updateMany({ where: { buyerAccountId: first.user.accountId, sellerAccountId: second.seller.id }, data: { status: 'DISABLED' } });
    const refused = await first.client.post(`/api/baskets/${id}/checkout`, { ...confirm, idempotencyKey: newKey() });
    expect([refused.status, refused.body.message, refused.body.data]).toEqual([422, 'no_seller_relationship', { sellerName: second.seller.name }]);
    expect(await db.order.count({ where: { buyerAccountId: first.user.accountId } })).toBe(0);
    const offers = await db.offer.findMany({ where: { id: { in: [first.offer.id, second.offer.id] } }, orderBy: { id: 'asc' } });
    expect(offers.map((o) => o.remainingVolume.toString())).toEqual(['100', '30']);
  });

  test('two items of one seller share its credit limit at checkout', async () => {
    // 100.00 per 100L15: 2 cbm are 2380.00 gross, 3 cbm 3570.00; the limit holds 5000.00.
    const first = await market();
    const other = await sellerWithOffer({ volume: '30' });
    const second = await db.offer.create({
      data: { ...other.offer, id: undefined, sellerAccountId: first.seller.id, createdAt: undefined, updatedAt: undefined },
    });
    await db.relationship.updateMany({ where: { buyerAccountId: first.user.accountId }, data: { creditLimitOption: 'MANUAL', creditLimit: '5000.00' } });
    const id = await basketOf(first.client, first.offer.id, '2', first.choices);
    expect((await first.client.post(`/api/baskets/${id}/items`, { offerId: second.id, quantity: '3', ...first.choices })).status).toBe(200);
    const refused = await first.client.post(`/api/baskets/${id}/checkout`, { ...confirm, idempotencyKey: newKey() });
    expect([refused.status, refused.body.message]).toEqual([422, 'insufficient_credit_contact_seller']);
    expect(await db.order.count({ where: { buyerAccountId: first.user.accountId } })).toBe(0);
  });

  test('DELETE takes an item out; an empty basket is refused at checkout; another account’s item is 404', async () => {
    const first = await market();
    const id = await basketOf(first.client, first.offer.id, '2', first.choices);
    const added = await first.client.post(`/api/baskets/${id}/items`, { offerId: first.offer.id, quantity: '4', ...first.choices });
    const stranger = await signInAs(await createUser({ type: 'BUYER' }));
    expect((await stranger.delete(`/api/baskets/${id}/items/${added.body.itemId}`)).status).toBe(404);
    expect((await first.client.delete(`/api/baskets/${id}/items/${added.body.itemId}`)).status).toBe(200);
    expect((await first.client.get(`/api/baskets/${id}`)).body.items.map((i: { quantity: string }) => i.quantity)).toEqual(['2']);
    const [only] = (await first.client.get(`/api/baskets/${id}`)).body.items;
    expect((await first.client.delete(`/api/baskets/${id}/items/${only._id}`)).status).toBe(200);
    const empty = await first.client.post(`/api/baskets/${id}/checkout`, { ...confirm, idempotencyKey: newKey() });
    expect([empty.status, empty.body.message]).toEqual([409, 'basket_empty']);
  });
});
