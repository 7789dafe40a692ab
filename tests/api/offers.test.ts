import { createUser, db } from '../helpers/factories';
import { signInAs } from '../helpers/sign-in-as';

/** The seller's offers (trading-domain 2 "My offers", 3 Offer, 5 validation; design 3 ownership). */
afterAll(() => db.$disconnect());

async function seeded() {
  const product = await db.product.findFirstOrThrow({ where: { type: 'FUEL' }, orderBy: { id: 'asc' } });
  const terminal = await db.terminal.findFirstOrThrow({ orderBy: { id: 'asc' } });
  const period = await db.liftingPeriod.findFirstOrThrow({ orderBy: { id: 'asc' } });
  return { product, terminal, period };
}

async function offerBody(extra: Record<string, unknown> = {}) {
  const { product, terminal, period } = await seeded();
  return {
    productId: product.id,
    terminalId: terminal.id,
    totalVolume: '500',
    minOrderQuantity: '5',
    maxOrderQuantity: '100',
    priceType: 'FIXED',
    priceUnit: 'PER_100L15',
    fixedPrice: '95.40',
    surcharge: '-1.25',
    startsAt: '2026-12-01T06:00:00.000Z',
    endsAt: '2026-12-31T17:00:00.000Z',
    dailyStart: '07:00',
    dailyEnd: '17:30',
    liftingPeriodId: period.id,
    ...extra,
  };
}

async function seller() {
  const user = await createUser({ type: 'SELLER' });
  return { user, client: await signInAs(user) };
}

describe('offers of a seller', () => {
  it('creates an offer: active, all volume remaining, a price per litre stored per 100L15', async () => {
    const { client, user } = await seller();
    const res = await client.post('/api/offers', await offerBody({ priceUnit: 'PER_LITRE', fixedPrice: '0.954' }));
    expect(res.status).toBe(200);
    expect(res.body.offer).toMatchObject({ status: 'ACTIVE', totalVolume: '500', remainingVolume: '500', surcharge: '-1.25', fixedPrice: '0.954', version: 1 });
    const row = await db.offer.findUniqueOrThrow({ where: { id: res.body.offer.id } });
    expect(row.sellerAccountId).toBe(user.accountId);
    expect(row.fixedPrice?.toString()).toBe('95.4');

    const list = await client.get('/api/offers/mine');
    expect(list.status).toBe(200);
    const { product, terminal } = await seeded();
    expect(list.body.offers).toEqual([expect.objectContaining({ id: row.id, productName: product.name, terminalName: terminal.name, status: 'ACTIVE' })]);
    // The engine's price at the current window, as the breakdown explains it, in the brand's decimals.
    const breakdown = await client.get(`/api/pricing/offers/${row.id}/breakdown`);
    expect(breakdown.body.ok).toBe(true);
    expect(list.body.offers[0].currentPrice).toBe(Number(breakdown.body.price).toFixed(2));
  });

  it('creates a live-price offer with ICE month and FX, and refuses one without them', async () => {
    const { client } = await seller();
    const bad = await client.post('/api/offers', await offerBody({ priceType: 'TRACKING', fixedPrice: undefined }));
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({ iceMonth: 'ice_month_required', fxSymbol: 'fx_required' });
    const ok = await client.post(
      '/api/offers',
      await offerBody({ priceType: 'API', fixedPrice: undefined, iceMonth: 2, fxSymbol: 'EUR/USD', fxPremium: '0.002' }),
    );
    expect(ok.status).toBe(200);
    expect(ok.body.offer).toMatchObject({ priceType: 'API', iceMonth: 2, fxSymbol: 'EUR/USD', fixedPrice: null });
  });

  it('answers 400 naming the field and writes nothing for bad input', async () => {
    const { client, user } = await seller();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ productId: undefined }, 'productId', 'product_required'],
      [{ totalVolume: '' }, 'totalVolume', 'total_volume_required'],
      [{ minOrderQuantity: '200' }, 'minOrderQuantity', 'min_above_max'],
      [{ maxOrderQuantity: '600' }, 'maxOrderQuantity', 'max_above_total'],
      [{ fixedPrice: '' }, 'fixedPrice', 'price_value_required'],
      [{ endsAt: '2026-11-30T00:00:00.000Z' }, 'endsAt', 'end_before_start'],
      [{ liftingPeriodId: undefined }, 'liftingPeriodId', 'collection_period_required'],
      [{ liftingPeriodId: undefined, collectionStart: '2026-12-10', collectionEnd: '2026-12-01' }, 'collectionStart', 'custom_range_invalid'],
      [{ terminalId: 999999 }, 'terminalId', 'terminal_required'],
    ];
    for (const [change, field, key] of cases) {
      const res = await client.post('/api/offers', await offerBody(change));
      expect([res.status, field, res.body.fields?.[field]]).toEqual([400, field, key]);
    }
    expect(await db.offer.count({ where: { sellerAccountId: user.accountId } })).toBe(0);
  });

  it('edits with the version, keeps the sold part of the volume, and refuses a total below it', async () => {
    const { client } = await seller();
    const created = (await client.post('/api/offers', await offerBody())).body.offer;
    // 120 cbm were sold meanwhile (the checkout decrements remainingVolume).
    await db.offer.update({ where: { id: created.id }, data: { remainingVolume: '380' } });

    const edited = await client.put(
      `/api/offers/${created.id}`,
      await offerBody({ totalVolume: '800', version: 1, liftingPeriodId: undefined, collectionStart: '2026-12-02', collectionEnd: '2026-12-09' }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.offer).toMatchObject({ totalVolume: '800', remainingVolume: '680', version: 2, liftingPeriodId: null, collectionStart: '2026-12-02' });

    const below = await client.put(`/api/offers/${created.id}`, await offerBody({ totalVolume: '100', maxOrderQuantity: '50', version: 2 }));
    expect(below.status).toBe(422);
    expect(below.body.message).toBe('volume_below_sold');
    expect((await db.offer.findUniqueOrThrow({ where: { id: created.id } })).totalVolume.toString()).toBe('800');
  });

  it('refuses a stale version with 409 offer_edited_elsewhere (two users of one seller)', async () => {
    const first = await seller();
    const second = await signInAs(await createUser({ accountId: first.user.accountId }));
    const created = (await first.client.post('/api/offers', await offerBody())).body.offer;
    const loadedBySecond = (await second.get('/api/offers/mine')).body.offers[0];
    expect((await first.client.put(`/api/offers/${created.id}`, await offerBody({ fixedPrice: '97', version: created.version }))).status).toBe(200);
    const stale = await second.put(`/api/offers/${created.id}`, await offerBody({ fixedPrice: '90', version: loadedBySecond.version }));
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('offer_edited_elsewhere');
    expect(stale.body.data.offer).toMatchObject({ fixedPrice: '97', version: 2 });
    expect((await db.offer.findUniqueOrThrow({ where: { id: created.id } })).fixedPrice?.toString()).toBe('97');
  });

  it('pauses, resumes and deletes (REMOVED, no longer listed)', async () => {
    const { client } = await seller();
    const { id } = (await client.post('/api/offers', await offerBody())).body.offer;
    expect((await client.post(`/api/offers/${id}/pause`)).body.offer.status).toBe('PAUSED');
    expect((await db.offer.findUniqueOrThrow({ where: { id } })).status).toBe('PAUSED');
    expect((await client.post(`/api/offers/${id}/resume`)).body.offer.status).toBe('ACTIVE');
    expect((await client.delete(`/api/offers/${id}`)).status).toBe(200);
    expect((await db.offer.findUniqueOrThrow({ where: { id } })).status).toBe('REMOVED');
    expect((await client.get('/api/offers/mine')).body.offers).toEqual([]);
    expect((await client.post(`/api/offers/${id}/resume`)).status).toBe(404);
  });

  it("answers 404 for another seller's offer and changes nothing", async () => {
    const owner = await seller();
    const other = await seller();
    const { id } = (await owner.client.post('/api/offers', await offerBody())).body.offer;
    const before = await db.offer.findUniqueOrThrow({ where: { id } });
    expect((await other.client.put(`/api/offers/${id}`, await offerBody({ fixedPrice: '1', version: 1 }))).status).toBe(404);
    expect((await other.client.post(`/api/offers/${id}/pause`)).status).toBe(404);
    expect((await other.client.delete(`/api/offers/${id}`)).status).toBe(404);
    expect((await other.client.get(`/api/pricing/offers/${id}/breakdown`)).status).toBe(404);
    expect((await other.client.get('/api/offers/mine')).body.offers).toEqual([]);
    expect(await db.offer.findUniqueOrThrow({ where: { id } })).toEqual(before);
  });

  it('takes no additive: a fuel offer of an additive product is refused, and the fuel calls leave a container offer alone (404)', async () => {
    const { client, user } = await seller();
    const additive = await db.product.findFirstOrThrow({ where: { type: 'ADDITIVE' } });
    const refused = await client.post('/api/offers', await offerBody({ productId: additive.id }));
    expect([refused.status, refused.body.fields]).toEqual([400, { productId: 'product_required' }]);
    const { id } = (await client.post('/api/offers', await offerBody())).body.offer;
    const changed = await client.put(`/api/offers/${id}`, await offerBody({ productId: additive.id, version: 1 }));
    expect([changed.status, changed.body.fields]).toEqual([400, { productId: 'product_required' }]);
    const { terminal } = await seeded();
    const drums = await db.offer.create({
      data: {
        sellerAccountId: user.accountId,
        productId: additive.id,
        terminalId: terminal.id,
        priceType: 'FIXED',
        unitLabel: 'Fass',
        unitLitres: 200,
        unitPrice: '390.00',
        unitStock: 10,
        minUnits: 1,
        maxUnits: 5,
        totalVolume: '2',
        remainingVolume: '2',
        minOrderQuantity: '0.2',
        maxOrderQuantity: '1',
        startsAt: new Date(),
        endsAt: new Date(Date.now() + 86_400_000),
      },
    });
    const before = await db.offer.findUniqueOrThrow({ where: { id: drums.id } });
    expect((await client.put(`/api/offers/${drums.id}`, await offerBody({ version: 1 }))).status).toBe(404);
    expect((await client.post(`/api/offers/${drums.id}/pause`)).status).toBe(404);
    expect((await client.post(`/api/offers/${drums.id}/resume`)).status).toBe(404);
    expect((await client.delete(`/api/offers/${drums.id}`)).status).toBe(404);
    expect(await db.offer.findUniqueOrThrow({ where: { id: drums.id } })).toEqual(before);
  });

  it('refuses buyers (403) and anonymous callers (401)', async () => {
    const buyer = await signInAs(await createUser({ type: 'BUYER' }));
    expect((await buyer.get('/api/offers/mine')).status).toBe(403);
    expect((await buyer.post('/api/offers', await offerBody())).status).toBe(403);
    const { ApiClient } = await import('../helpers/api-client');
    expect((await new ApiClient().get('/api/offers/mine')).status).toBe(401);
  });

  it('shows the price breakdown of an own fixed-price offer at the current window', async () => {
    const { client } = await seller();
    const { id } = (await client.post('/api/offers', await offerBody())).body.offer;
    const res = await client.get(`/api/pricing/offers/${id}/breakdown`);
    // getCurrentWindow issues a window when none covers now (a clone without quotes at worst).
    expect(res.status).toBe(200);
    // 95.40 fixed, -1.25 surcharge of the offer itself.
    expect(res.body).toMatchObject({ ok: true, price: '94.15' });
    expect(res.body.breakdown.map((l: { step: string }) => l.step)).toEqual(['FIXED_PRICE', 'PRICE']);
  });
});
