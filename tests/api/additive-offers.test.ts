import { createAccount, createUser, db } from '../helpers/factories';
import { requiredChoices } from '../helpers/basket-choices';
import { newKey } from '../helpers/market-setup';
import { signInAs } from '../helpers/sign-in-as';

/** The three additive calls of platform-shell 7: GET /api/v2/offers/additives, POST /api/offer/additive, PUT /api/offer/additive/edit. */
afterAll(() => db.$disconnect());

async function additiveSeller() {
  const account = await createAccount('SELLER', { features: ['productAdditives'] });
  const user = await createUser({ accountId: account.id, type: 'SELLER', isAdmin: true });
  return { account, client: await signInAs(user) };
}

async function catalogue() {
  const [adBlue, winter] = await Promise.all([
    db.product.findFirstOrThrow({ where: { name: 'AdBlue (IBC 1000 l)' } }),
    db.product.findFirstOrThrow({ where: { name: 'Heizöl-Additiv Winterschutz (Fass 200 l)' } }),
  ]);
  const terminal = await db.terminal.findFirstOrThrow({ where: { code: 'DU1' } });
  return { adBlue, winter, terminal };
}

const body = (productId: number, terminalId: number, change: Record<string, unknown> = {}) => ({
  productId,
  terminalId,
  unitLabel: 'Fass',
  unitLitres: 200,
  unitPrice: '390.00',
  unitStock: 20,
  minUnits: 1,
  maxUnits: 10,
  startsAt: new Date(Date.now() - 3_600_000).toISOString(),
  endsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  ...change,
});

async function buyerOf(sellerAccountId: number, additivesEnabled = true, status: 'NEW' | 'ENABLED' | 'DISABLED' = 'ENABLED') {
  const user = await createUser({ type: 'BUYER' });
  await db.relationship.create({ data: { buyerAccountId: user.accountId, sellerAccountId, status, additivesEnabled } });
  return { user, client: await signInAs(user) };
}

describe('POST /api/offer/additive', () => {
  test('creates an offer with the cbm columns following the containers, and a clone is PAUSED', async () => {
    const { client, account } = await additiveSeller();
    const { winter, terminal } = await catalogue();
    const created = await client.post('/api/offer/additive', body(winter.id, terminal.id));
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ offerId: expect.any(Number), status_type_id: 'ACTIVE' });
    const row = await db.offer.findUniqueOrThrow({ where: { id: created.body.offerId } });
    expect(row).toMatchObject({ sellerAccountId: account.id, unitStock: 20, unitLitres: 200, minUnits: 1, maxUnits: 10 });
    expect([row.totalVolume.toString(), row.remainingVolume.toString(), row.minOrderQuantity.toString(), row.maxOrderQuantity.toString()]).toEqual([
      '4',
      '4',
      '0.2',
      '2',
    ]);
    const clone = await client.post('/api/offer/additive', body(winter.id, terminal.id, { status_type_id: 'PAUSED' }));
    expect(clone.body.status_type_id).toBe('PAUSED');
  });

  test.each([
    [{ unitStock: 2.5 }, 'unitStock', 'whole_units'],
    [{ unitStock: 0 }, 'unitStock', 'whole_units'],
    [{ unitPrice: '0' }, 'unitPrice', 'unit_price_invalid'],
    [{ unitPrice: '1.234' }, 'unitPrice', 'unit_price_invalid'],
    [{ minUnits: 5, maxUnits: 2 }, 'maxUnits', 'unit_range_invalid'],
    [{ unitLabel: ' ' }, 'unitLabel', 'unit_label_required'],
    [{ unitLabel: 'Fass, blau' }, 'unitLabel', 'unit_label_comma'],
    [{ status_type_id: 'REMOVED' }, 'status_type_id', 'invalid_status'],
  ])('refuses %j naming %s, and writes nothing', async (change, field, key) => {
    const { client, account } = await additiveSeller();
    const { winter, terminal } = await catalogue();
    const res = await client.post('/api/offer/additive', body(winter.id, terminal.id, change));
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(key);
    expect(await db.offer.count({ where: { sellerAccountId: account.id } })).toBe(0);
  });

  test('a clone naming a buyer whose additives were switched off since is refused at that field, by its own key', async () => {
    const { client, account } = await additiveSeller();
    const { winter, terminal } = await catalogue();
    const buyer = await buyerOf(account.id);
    const original = (await client.post('/api/offer/additive', body(winter.id, terminal.id, { buyerIds: [buyer.user.accountId] }))).body.offerId;
    await db.relationship.updateMany({ where: { buyerAccountId: buyer.user.accountId, sellerAccountId: account.id }, data: { additivesEnabled: false } });
    const clone = await client.post('/api/offer/additive', body(winter.id, terminal.id, { buyerIds: [buyer.user.accountId], status_type_id: 'PAUSED' }));
    expect([clone.status, clone.body.message, clone.body.fields]).toEqual([400, 'validation_failed', { buyerIds: 'buyer_additives_not_enabled' }]);
    expect(await db.offer.findMany({ where: { sellerAccountId: account.id }, select: { id: true } })).toEqual([{ id: original }]);
  });

  test('refuses a fuel product, a seller without the additives feature and a buyer', async () => {
    const { client } = await additiveSeller();
    const { terminal, winter } = await catalogue();
    const diesel = await db.product.findFirstOrThrow({ where: { name: 'Diesel B7' } });
    expect((await client.post('/api/offer/additive', body(diesel.id, terminal.id))).body.fields).toEqual({ productId: 'product_required' });
    const plain = await signInAs(await createUser({ type: 'SELLER' }));
    const refused = await plain.post('/api/offer/additive', body(winter.id, terminal.id));
    expect([refused.status, refused.body.message]).toEqual([403, 'additive_seller_required']);
    const buyer = await signInAs(await createUser({ type: 'BUYER' }));
    expect((await buyer.post('/api/offer/additive', body(winter.id, terminal.id))).status).toBe(403);
  });
});

describe('PUT /api/offer/additive/edit', () => {
  test('toggles ACTIVE and PAUSED, and REMOVED takes the offer from the list but keeps the row', async () => {
    const { client } = await additiveSeller();
    const { winter, terminal } = await catalogue();
    const { offerId } = (await client.post('/api/offer/additive', body(winter.id, terminal.id))).body;
    for (const status of ['PAUSED', 'ACTIVE', 'REMOVED'] as const) {
      const res = await client.put('/api/offer/additive/edit', { offerId, status_type_id: status });
      expect([res.status, res.body]).toEqual([200, { offerId, status_type_id: status }]);
      expect((await db.offer.findUniqueOrThrow({ where: { id: offerId } })).status).toBe(status);
    }
    expect((await client.get('/api/v2/offers/additives')).body.offers).toEqual([]);
    expect((await client.put('/api/offer/additive/edit', { offerId, status_type_id: 'ACTIVE' })).status).toBe(404);
  });

  test("refuses an unknown status, another seller's offer, a fuel offer and a buyer, changing nothing", async () => {
    const { client } = await additiveSeller();
    const other = await additiveSeller();
    const { winter, terminal } = await catalogue();
    const { offerId } = (await client.post('/api/offer/additive', body(winter.id, terminal.id))).body;
    const unknown = await client.put('/api/offer/additive/edit', { offerId, status_type_id: 'SOLD' });
    expect([unknown.status, unknown.body.fields]).toEqual([400, { status_type_id: 'invalid_status' }]);
    expect((await other.client.put('/api/offer/additive/edit', { offerId, status_type_id: 'PAUSED' })).status).toBe(404);
    const buyer = await buyerOf(other.account.id);
    expect((await buyer.client.put('/api/offer/additive/edit', { offerId, status_type_id: 'PAUSED' })).status).toBe(403);
    const fuel = await db.offer.create({
      data: {
        sellerAccountId: (await db.offer.findUniqueOrThrow({ where: { id: offerId } })).sellerAccountId,
        productId: 1,
        terminalId: terminal.id,
        priceType: 'FIXED',
        fixedPrice: '90',
        totalVolume: '10',
        remainingVolume: '10',
        minOrderQuantity: '1',
        maxOrderQuantity: '10',
        startsAt: new Date(),
        endsAt: new Date(Date.now() + 86_400_000),
      },
    });
    expect((await client.put('/api/offer/additive/edit', { offerId: fuel.id, status_type_id: 'PAUSED' })).status).toBe(404);
    expect((await db.offer.findUniqueOrThrow({ where: { id: offerId } })).status).toBe('ACTIVE');
  });
});

describe('PUT /api/offer/additive/{offerId}', () => {
  test('changes price, stock and range of the caller’s offer, with the cbm columns following; the status stays', async () => {
    const { client } = await additiveSeller();
    const other = await additiveSeller();
    const { winter, terminal } = await catalogue();
    const { offerId } = (await client.post('/api/offer/additive', body(winter.id, terminal.id, { status_type_id: 'PAUSED' }))).body;
    const edit = (caller: typeof client, change: Record<string, unknown> = {}) =>
      caller.put(`/api/offer/additive/${offerId}`, body(winter.id, terminal.id, { version: 1, ...change }));
    const changed = await edit(client, { unitPrice: '379.50', unitStock: 30, maxUnits: 15, status_type_id: 'ACTIVE' });
    // The status has its own call: the answer names the stored one.
    expect([changed.status, changed.body]).toEqual([200, { offerId, status_type_id: 'PAUSED' }]);
    const row = await db.offer.findUniqueOrThrow({ where: { id: offerId } });
    expect([row.status, row.unitPrice?.toString(), row.unitStock, row.maxUnits, row.remainingVolume.toString(), row.maxOrderQuantity.toString()]).toEqual([
      'PAUSED',
      '379.5',
      30,
      15,
      '6',
      '3',
    ]);
    expect((await edit(other.client, { version: 2 })).status).toBe(404);
    const invalid = await edit(client, { version: 2, minUnits: 9, maxUnits: 3 });
    expect([invalid.status, invalid.body.fields]).toEqual([400, { maxUnits: 'unit_range_invalid' }]);
    expect((await edit(client, { version: undefined })).body.fields).toEqual({ version: 'version_required' });
    await client.put('/api/offer/additive/edit', { offerId, status_type_id: 'REMOVED' });
    expect((await edit(client, { version: 2 })).status).toBe(404);
  });

  test('a form loaded before a sale gets 409 with the current offer and restores nothing; a new price voids baskets reserved before', async () => {
    const { client, account } = await additiveSeller();
    const { winter, terminal } = await catalogue();
    const { offerId } = (await client.post('/api/offer/additive', body(winter.id, terminal.id))).body;
    const buyer = await buyerOf(account.id);
    const choices = await requiredChoices(buyer.user.accountId, offerId);
    const basket = async (unitCount: number) => (await buyer.client.post('/api/baskets', { offerId, quantity: '1', unitCount, ...choices })).body._id;
    const checkout = async (id: string) =>
      buyer.client.post(`/api/baskets/${id}/checkout`, { termsAccepted: true, orderChecked: true, idempotencyKey: newKey() });
    expect((await checkout(await basket(2))).status).toBe(200);
    const reserved = await basket(1);

    const stale = await client.put(`/api/offer/additive/${offerId}`, body(winter.id, terminal.id, { version: 1 }));
    expect([stale.status, stale.body.message]).toEqual([409, 'offer_edited_elsewhere']);
    expect(stale.body.data.offer).toMatchObject({ _id: offerId, version: 2, offer: { unitStock: 18 } });
    expect((await db.offer.findUniqueOrThrow({ where: { id: offerId } })).unitStock).toBe(18);

    const repriced = await client.put(`/api/offer/additive/${offerId}`, body(winter.id, terminal.id, { version: 2, unitStock: 18, unitPrice: '400.00' }));
    expect(repriced.status).toBe(200);
    const refused = await checkout(reserved);
    expect([refused.status, refused.body.message]).toEqual([422, 'offer_no_longer_available']);
  });

  test('an offer narrowed to another buyer is refused at checkout to a basket reserved before', async () => {
    const { client, account } = await additiveSeller();
    const { winter, terminal } = await catalogue();
    const buyer = await buyerOf(account.id);
    const other = await buyerOf(account.id);
    const { offerId } = (await client.post('/api/offer/additive', body(winter.id, terminal.id))).body;
    const choices = await requiredChoices(buyer.user.accountId, offerId);
    const reserved = (await buyer.client.post('/api/baskets', { offerId, quantity: '1', unitCount: 2, ...choices })).body._id;
    const narrowed = await client.put(`/api/offer/additive/${offerId}`, body(winter.id, terminal.id, { version: 1, buyerIds: [other.user.accountId] }));
    expect(narrowed.status).toBe(200);
    const refused = await buyer.client.post(`/api/baskets/${reserved}/checkout`, { termsAccepted: true, orderChecked: true, idempotencyKey: newKey() });
    expect([refused.status, refused.body.message]).toEqual([422, 'offer_no_longer_available']);
    expect(await db.order.count({ where: { offerId } })).toBe(0);
  });
});

describe('GET /api/v2/offers/additives', () => {
  test('answers a seller its own offers with every query parameter, paged', async () => {
    const { client, account } = await additiveSeller();
    const { winter, adBlue, terminal } = await catalogue();
    const buyer = await buyerOf(account.id);
    await client.post('/api/offer/additive', body(winter.id, terminal.id, { unitStock: 3, buyerIds: [buyer.user.accountId] }));
    await client.post('/api/offer/additive', body(adBlue.id, terminal.id, { unitLabel: 'IBC', unitLitres: 1000, unitPrice: '580.00', unitStock: 12 }));
    await client.post(
      '/api/offer/additive',
      body(adBlue.id, terminal.id, { unitLabel: 'IBC', unitLitres: 1000, unitPrice: '9.50', unitStock: 1, status_type_id: 'PAUSED' }),
    );
    const all = (await client.get('/api/v2/offers/additives')).body;
    expect(all.metadata).toEqual({ pageCount: 1, pageLimit: 1000, pageNumber: 1, total: 3 });
    expect(all.offers[0]).toMatchObject({
      status_type_id: 'PAUSED',
      enabled: false,
      offer: { unitPrice: '9.50', purchaseUnit: 'IBC (1000 l)', currency: 'EUR' },
    });
    expect(all.filterOptions.purchaseUnits).toEqual(['Fass (200 l)', 'IBC (1000 l)']);
    expect(all.filterOptions.buyers).toEqual([{ id: buyer.user.accountId, name: expect.any(String) }]);
    const prices = async (query: string) =>
      (await client.get(`/api/v2/offers/additives?${query}`)).body.offers.map((o: { offer: { unitPrice: string } }) => o.offer.unitPrice);
    expect(await prices(`productIds=${winter.id}`)).toEqual(['390.00']);
    expect(await prices(`buyerIds=${buyer.user.accountId}`)).toEqual(['390.00']);
    expect(await prices('purchaseUnitList=IBC%20(1000%20l)&sortBy=price&sortType=asc')).toEqual(['9.50', '580.00']);
    expect(await prices('minOfferAvailability=2&maxOfferAvailability=5')).toEqual(['390.00']);
    expect(await prices('sortBy=availability&sortType=desc')).toEqual(['580.00', '390.00', '9.50']);
    const second = (await client.get('/api/v2/offers/additives?pageLimit=2&pageNumber=2&sortBy=price&sortType=asc')).body;
    expect([second.metadata, second.offers.length]).toEqual([{ pageCount: 2, pageLimit: 2, pageNumber: 2, total: 3 }, 1]);
    expect((await client.get('/api/v2/offers/additives?pageLimit=0')).status).toBe(400);
    expect((await client.get('/api/v2/offers/additives?sortBy=seller')).status).toBe(400);
  });

  test('answers a buyer what it may buy: active, in stock, additives enabled, offered to it', async () => {
    const { client, account } = await additiveSeller();
    const { winter, terminal } = await catalogue();
    const buyer = await buyerOf(account.id);
    const disabled = await buyerOf(account.id, false);
    const another = await buyerOf(account.id);
    const post = async (change: Record<string, unknown>) => (await client.post('/api/offer/additive', body(winter.id, terminal.id, change))).body.offerId;
    const open = await post({});
    await post({ status_type_id: 'PAUSED' });
    await post({ buyerIds: [another.user.accountId] });
    await post({ startsAt: new Date(Date.now() + 86_400_000).toISOString(), endsAt: new Date(Date.now() + 2 * 86_400_000).toISOString() });
    // Fewer containers left than the smallest order: nothing to buy.
    await post({ unitStock: 2, minUnits: 3 });
    const forBuyer = await post({ buyerIds: [buyer.user.accountId] });
    const seen = (await buyer.client.get('/api/v2/offers/additives?sortBy=created&sortType=asc')).body;
    expect(seen.offers.map((o: { _id: number }) => o._id)).toEqual([open, forBuyer]);
    expect(seen.offers[0].offer).not.toHaveProperty('buyers');
    expect(seen.filterOptions).not.toHaveProperty('buyers');
    expect((await disabled.client.get('/api/v2/offers/additives')).body.offers).toEqual([]);
    for (const status of ['NEW', 'DISABLED'] as const) {
      const notTrading = await buyerOf(account.id, true, status);
      expect([status, (await notTrading.client.get('/api/v2/offers/additives')).body.offers]).toEqual([status, []]);
      const refused = await notTrading.client.post('/api/baskets', { offerId: open, quantity: '1', unitCount: 1 });
      expect([status, refused.status, refused.body.message]).toEqual([status, 422, 'offer_no_longer_available']);
    }
    const stranger = await signInAs(await createUser({ type: 'BUYER' }));
    expect((await stranger.get('/api/v2/offers/additives')).body.offers).toEqual([]);
  });

  test('a seller the operator blocks leaves the buyers’ additive market at once, and comes back when unblocked', async () => {
    const { client, account } = await additiveSeller();
    const { winter, terminal } = await catalogue();
    const buyer = await buyerOf(account.id);
    const offerId = (await client.post('/api/offer/additive', body(winter.id, terminal.id))).body.offerId;
    const shown = async () => (await buyer.client.get('/api/v2/offers/additives')).body.offers.map((o: { _id: number }) => o._id);
    expect(await shown()).toEqual([offerId]);
    const operatorAccount = await db.account.findFirstOrThrow({ where: { type: 'OPERATOR', platformId: account.platformId } });
    const operator = await signInAs(await createUser({ accountId: operatorAccount.id, isAdmin: true, roles: [] }));
    expect((await operator.put(`/api/operator/accounts/${account.id}`, { version: account.version, blocked: true })).status).toBe(200);
    expect(await shown()).toEqual([]);
    await operator.put(`/api/operator/accounts/${account.id}`, { version: account.version + 1, blocked: false });
    expect(await shown()).toEqual([offerId]);
  });

  test('a seller whose additives feature is switched off leaves the buyers’ additive market and its offers cannot be ordered; switched on, they are back', async () => {
    const { client, account } = await additiveSeller();
    const { winter, terminal } = await catalogue();
    const buyer = await buyerOf(account.id);
    const offerId = (await client.post('/api/offer/additive', body(winter.id, terminal.id))).body.offerId;
    const shown = async () => (await buyer.client.get('/api/v2/offers/additives')).body.offers.map((o: { _id: number }) => o._id);
    const choices = await requiredChoices(buyer.user.accountId, offerId);
    const reserve = async () => buyer.client.post('/api/baskets', { offerId, quantity: '1', unitCount: 1, ...choices });
    const checkout = async (id: string) =>
      buyer.client.post(`/api/baskets/${id}/checkout`, { termsAccepted: true, orderChecked: true, idempotencyKey: newKey() });
    const reserved = (await reserve()).body._id;
    const features = async (list: string[]) => db.account.update({ where: { id: account.id }, data: { features: list } });

    await features([]);
    expect(await shown()).toEqual([]);
    expect((await reserve()).body.message).toBe('offer_no_longer_available');
    const refused = await checkout(reserved);
    expect([refused.status, refused.body.message]).toEqual([422, 'offer_no_longer_available']);
    expect((await db.offer.findUniqueOrThrow({ where: { id: offerId } })).status).toBe('ACTIVE');

    await features(['productAdditives']);
    expect(await shown()).toEqual([offerId]);
    expect((await checkout(reserved)).status).toBe(200);
  });
});
