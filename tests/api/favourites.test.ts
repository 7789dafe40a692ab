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
