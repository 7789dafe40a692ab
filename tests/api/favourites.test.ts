import { ApiClient } from '../helpers/api-client';
import { createUser, db } from '../helpers/factories';
import { signInAs } from '../helpers/sign-in-as';

/** GET /api/favourites: the caller's own favourite lists, buyers only. */
afterAll(() => db.$disconnect());

describe('GET /api/favourites', () => {
  it('answers the own lists only, with _id, name, products, regions, terminals, sellers', async () => {
    const user = await createUser({ type: 'BUYER' });
    const colleague = await createUser({ accountId: user.accountId });
    const fav = await db.favourite.create({
      data: { userId: user.id, name: 'Süd Heizöl', productIds: [1, 2], regionIds: [2], terminalIds: [3], sellerIds: [4] },
    });
    await db.favourite.create({ data: { userId: colleague.id, name: 'Fremd', productIds: [], regionIds: [], terminalIds: [], sellerIds: [] } });
    const res = await (await signInAs(user)).get('/api/favourites');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ config: [{ _id: fav.id, name: 'Süd Heizöl', products: [1, 2], regions: [2], terminals: [3], sellers: [4] }] });
  });

  it('answers 401 without a session and 403 to a seller', async () => {
    expect((await new ApiClient().get('/api/favourites')).status).toBe(401);
    expect((await (await signInAs(await createUser({ type: 'SELLER' }))).get('/api/favourites')).status).toBe(403);
  });
});

describe('POST, PUT and DELETE /api/favourites', () => {
  async function catalogue() {
    const [product, terminal, seller] = await Promise.all([
      db.product.findFirstOrThrow({ where: { type: 'FUEL' } }),
      db.terminal.findFirstOrThrow({ where: { code: 'HH1' }, include: { region: true } }),
      createUser({ type: 'SELLER' }),
    ]);
    return { product, terminal, region: terminal.region, sellerAccountId: seller.accountId };
  }

  it('creates (201), renames, edits and deletes the own favourite; GET shows each step', async () => {
    const { product, terminal, region, sellerAccountId } = await catalogue();
    const client = await signInAs(await createUser({ type: 'BUYER' }));
    const body = { name: '  Nord Heizöl ', products: [product.id], regions: [region.id], terminals: [terminal.id], sellers: [sellerAccountId] };
    const created = await client.post('/api/favourites', body);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      _id: expect.any(Number),
      name: 'Nord Heizöl',
      products: [product.id],
      regions: [region.id],
      terminals: [terminal.id],
      sellers: [sellerAccountId],
    });
    const id = created.body._id;

    expect((await client.put(`/api/favourites/${id}`, { name: 'Hamburg' })).body).toMatchObject({ _id: id, name: 'Hamburg', products: [product.id] });
    expect((await client.put(`/api/favourites/${id}`, { products: [], sellers: [] })).body).toMatchObject({
      name: 'Hamburg',
      products: [],
      sellers: [],
      terminals: [terminal.id],
    });
    expect((await client.get('/api/favourites')).body.config).toEqual([
      { _id: id, name: 'Hamburg', products: [], regions: [region.id], terminals: [terminal.id], sellers: [] },
    ]);

    expect((await client.delete(`/api/favourites/${id}`)).status).toBe(200);
    expect((await client.get('/api/favourites')).body.config).toEqual([]);
    expect((await client.delete(`/api/favourites/${id}`)).status).toBe(404);
  });

  it("never changes another user's favourite: 404, and it stays as it was", async () => {
    const owner = await createUser({ type: 'BUYER' });
    const fav = await db.favourite.create({ data: { userId: owner.id, name: 'Meins', productIds: [], regionIds: [], terminalIds: [], sellerIds: [] } });
    const colleague = await signInAs(await createUser({ accountId: owner.accountId }));
    expect((await colleague.put(`/api/favourites/${fav.id}`, { name: 'Gekapert' })).status).toBe(404);
    expect((await colleague.delete(`/api/favourites/${fav.id}`)).status).toBe(404);
    expect(await db.favourite.findUnique({ where: { id: fav.id } })).toMatchObject({ name: 'Meins' });
  });

  it.each([
    ['no name', { name: ' ', products: [], regions: [], terminals: [], sellers: [] }, 'name', 'required'],
    ['a name over 50 characters', { name: 'x'.repeat(51), products: [], regions: [], terminals: [], sellers: [] }, 'name', 'too_long'],
    [
      'a product that is no fuel of the platform',
      { name: 'A', products: [999_999], regions: [], terminals: [], sellers: [] },
      'products.0',
      'product_required',
    ],
    ['an unknown region', { name: 'A', products: [], regions: [999_999], terminals: [], sellers: [] }, 'regions.0', 'region_required'],
    ['an unknown terminal', { name: 'A', products: [], regions: [], terminals: [999_999], sellers: [] }, 'terminals.0', 'terminal_required'],
    ['a seller that is no seller account', { name: 'A', products: [], regions: [], terminals: [], sellers: [-1] }, 'sellers.0', 'invalid_id'],
    ['a field it does not know', { name: 'A', products: [], regions: [], terminals: [], sellers: [], colour: 'red' }, '_', undefined],
  ])('refuses %s with 400 naming the field, and saves nothing', async (_, body, field, key) => {
    const user = await createUser({ type: 'BUYER' });
    const res = await (await signInAs(user)).post('/api/favourites', body);
    expect(res.status).toBe(400);
    if (key) expect(res.body.fields[field]).toBe(key);
    expect(await db.favourite.count({ where: { userId: user.id } })).toBe(0);
  });

  it('refuses a buyer account as a seller (400) and sellers the calls altogether (403)', async () => {
    const buyer = await createUser({ type: 'BUYER' });
    const other = await createUser({ type: 'BUYER' });
    const res = await (await signInAs(buyer)).post('/api/favourites', { name: 'A', products: [], regions: [], terminals: [], sellers: [other.accountId] });
    expect(res.status).toBe(400);
    expect(res.body.fields['sellers.0']).toBe('seller_required');
    const seller = await signInAs(await createUser({ type: 'SELLER' }));
    expect((await seller.post('/api/favourites', { name: 'A', products: [], regions: [], terminals: [], sellers: [] })).status).toBe(403);
    expect((await seller.delete('/api/favourites/1')).status).toBe(403);
  });

  it('keeps a buyer at 20 favourites, even when it saves several at once', async () => {
    const user = await createUser({ type: 'BUYER' });
    await db.favourite.createMany({
      data: Array.from({ length: 18 }, (_, i) => ({ userId: user.id, name: `F${i}`, productIds: [], regionIds: [], terminalIds: [], sellerIds: [] })),
    });
    const client = await signInAs(user);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => client.post('/api/favourites', { name: `Neu ${i}`, products: [], regions: [], terminals: [], sellers: [] })),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(2);
    expect(answers.filter((r) => r.status === 409).every((r) => r.body.message === 'favourites_limit_reached')).toBe(true);
    expect(await db.favourite.count({ where: { userId: user.id } })).toBe(20);
  });
});
