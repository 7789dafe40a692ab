import { createAccount, createUser, db } from '../helpers/factories';
import { signInAs } from '../helpers/sign-in-as';

/** Empty-barrel returns (trading-domain 2, 3, 9; design 12): GET, POST /api/barrel-returns, PUT /api/barrel-returns/{id}. */
afterAll(() => db.$disconnect());

async function pair() {
  const seller = await createAccount('SELLER', { features: ['productAdditives'] });
  const sellerUser = await createUser({ accountId: seller.id, type: 'SELLER', isAdmin: true });
  const buyer = await createUser({ type: 'BUYER' });
  await db.relationship.create({ data: { buyerAccountId: buyer.accountId, sellerAccountId: seller.id, status: 'ENABLED', additivesEnabled: true } });
  const product = await db.product.findFirstOrThrow({ where: { name: 'Heizöl-Additiv Winterschutz (Fass 200 l)' } });
  return { seller, sellerUser, buyer, product, buyerClient: await signInAs(buyer), sellerClient: await signInAs(sellerUser) };
}

const request = (sellerAccountId: number, productId: number, count: unknown = 4) => ({ sellerAccountId, productId, purchaseUnit: 'Fass (200 l)', count });

test('a buyer asks for 4 drums to be collected: the seller is mailed, sees it open and marks it collected once', async () => {
  const { seller, sellerUser, product, buyerClient, sellerClient } = await pair();
  const created = await buyerClient.post('/api/barrel-returns', request(seller.id, product.id));
  expect(created.status).toBe(200);
  expect(created.body).toEqual({ _id: expect.any(Number), status: 'REQUESTED' });
  const mail = await db.emailOutbox.findFirstOrThrow({ where: { to: sellerUser.email, template: 'barrel_return_requested' } });
  expect(mail.body).toContain('4 × Fass (200 l) (Heizöl-Additiv Winterschutz (Fass 200 l))');

  const open = (await sellerClient.get('/api/barrel-returns')).body.barrelReturns;
  expect(open).toEqual([
    expect.objectContaining({
      _id: created.body._id,
      count: 4,
      purchaseUnit: 'Fass (200 l)',
      status: 'REQUESTED',
      product: { id: product.id, name: product.name },
    }),
  ]);
  const collected = await sellerClient.put(`/api/barrel-returns/${created.body._id}`, { status: 'COLLECTED' });
  expect(collected.body).toEqual({ _id: created.body._id, status: 'COLLECTED' });
  const again = await sellerClient.put(`/api/barrel-returns/${created.body._id}`, { status: 'COLLECTED' });
  expect([again.status, again.body.message]).toEqual([409, 'barrel_return_already_collected']);
  expect((await buyerClient.get('/api/barrel-returns')).body.barrelReturns[0]).toMatchObject({ status: 'COLLECTED', collectedAt: expect.any(String) });
});

test('the buyer sees its last 5 requests, newest first', async () => {
  const { seller, product, buyerClient } = await pair();
  const ids = [];
  for (let count = 1; count <= 7; count++) ids.push((await buyerClient.post('/api/barrel-returns', request(seller.id, product.id, count))).body._id);
  const shown = (await buyerClient.get('/api/barrel-returns')).body.barrelReturns.map((r: { _id: number }) => r._id);
  expect(shown).toEqual(ids.slice(2).reverse());
});

test.each([[0], [-1], [2.5], ['4']])('a count of %p is refused naming the field, and nothing is written', async (count) => {
  const { seller, product, buyer, buyerClient } = await pair();
  const res = await buyerClient.post('/api/barrel-returns', request(seller.id, product.id, count));
  expect([res.status, res.body.fields]).toEqual([400, { count: 'whole_units' }]);
  expect(await db.barrelReturn.count({ where: { buyerAccountId: buyer.accountId } })).toBe(0);
});

test('a seller without a relationship, a fuel product, a unit that is no container, another seller and a buyer marking collected are refused', async () => {
  const { seller, product, buyer, buyerClient } = await pair();
  const stranger = await createAccount('SELLER');
  const noRelationship = await buyerClient.post('/api/barrel-returns', request(stranger.id, product.id));
  expect([noRelationship.status, noRelationship.body.fields]).toEqual([400, { sellerAccountId: 'no_seller_relationship' }]);
  const diesel = await db.product.findFirstOrThrow({ where: { name: 'Diesel B7' } });
  expect((await buyerClient.post('/api/barrel-returns', request(seller.id, diesel.id))).body.fields).toEqual({ productId: 'product_required' });
  const notAContainer = await buyerClient.post('/api/barrel-returns', { ...request(seller.id, product.id), purchaseUnit: 'Kiste' });
  expect([notAContainer.status, notAContainer.body.fields]).toEqual([400, { purchaseUnit: 'unit_label_required' }]);
  expect(await db.barrelReturn.count({ where: { buyerAccountId: buyer.accountId } })).toBe(0);

  const { _id: id } = (await buyerClient.post('/api/barrel-returns', request(seller.id, product.id))).body;
  const otherSeller = await signInAs(await createUser({ type: 'SELLER' }));
  expect((await otherSeller.put(`/api/barrel-returns/${id}`, { status: 'COLLECTED' })).status).toBe(404);
  expect((await otherSeller.get('/api/barrel-returns')).body.barrelReturns).toEqual([]);
  expect((await buyerClient.put(`/api/barrel-returns/${id}`, { status: 'COLLECTED' })).status).toBe(403);
  expect((await db.barrelReturn.findUniqueOrThrow({ where: { id } })).status).toBe('REQUESTED');
});

test('the options name the sellers trading additives with the buyer, the additive products and their containers; a seller without additives enabled is refused', async () => {
  const { seller, buyer, product, buyerClient } = await pair();
  const terminal = await db.terminal.findFirstOrThrow({ where: { code: 'DU1' } });
  const drums = { sellerAccountId: seller.id, productId: product.id, terminalId: terminal.id, priceType: 'FIXED' as const, unitLabel: 'Fass', unitLitres: 200 };
  const cbm = { totalVolume: '1', remainingVolume: '1', minOrderQuantity: '0.2', maxOrderQuantity: '1', startsAt: new Date(), endsAt: new Date() };
  await db.offer.createMany({
    data: [drums, { ...drums, status: 'REMOVED' as const }, { ...drums, unitLabel: 'IBC', unitLitres: 1000 }].map((o) => ({ ...o, ...cbm })),
  });
  const fuelOnly = await createAccount('SELLER');
  await db.relationship.create({ data: { buyerAccountId: buyer.accountId, sellerAccountId: fuelOnly.id, status: 'ENABLED', additivesEnabled: false } });

  const options = (await buyerClient.get('/api/barrel-returns/options')).body;
  expect(options.sellers).toEqual([{ id: seller.id, name: seller.name }]);
  expect(options.products.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining([product.name]));
  expect(options.products).not.toContainEqual(expect.objectContaining({ name: 'Diesel B7' }));
  expect(options.containers).toEqual([
    { sellerAccountId: seller.id, productId: product.id, purchaseUnit: 'Fass (200 l)' },
    { sellerAccountId: seller.id, productId: product.id, purchaseUnit: 'IBC (1000 l)' },
  ]);
  const refused = await buyerClient.post('/api/barrel-returns', request(fuelOnly.id, product.id));
  expect([refused.status, refused.body.fields]).toEqual([400, { sellerAccountId: 'no_seller_relationship' }]);
  const sellerClient = await signInAs(await createUser({ type: 'SELLER' }));
  expect((await sellerClient.get('/api/barrel-returns/options')).status).toBe(403);
});
