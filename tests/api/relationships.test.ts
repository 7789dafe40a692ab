import { ROLES } from '@/lib/access/routes';
import { Prisma } from '@/lib/db';
import { ApiClient } from '../helpers/api-client';
import { createAccount, createUser, db } from '../helpers/factories';
import { signInAs } from '../helpers/sign-in-as';

/** GET /api/relationships/{accountType}: the counterpart kind of the caller's own account. */
afterAll(() => db.$disconnect());

async function market() {
  const buyer = await createAccount('BUYER');
  const seller = await createAccount('SELLER');
  const otherBuyer = await createAccount('BUYER');
  const product = await db.product.findFirstOrThrow({ where: { type: 'FUEL' } });
  const terminal = await db.terminal.findFirstOrThrow();
  const rel = await db.relationship.create({
    data: {
      buyerAccountId: buyer.id,
      sellerAccountId: seller.id,
      status: 'ENABLED',
      creditLimitOption: 'MANUAL',
      creditLimit: new Prisma.Decimal('125000.50'),
      additivesEnabled: true,
      allTerminals: false,
      creditDays: { create: [{ productId: product.id, days: 14 }] },
      terminals: { create: [{ terminalId: terminal.id }] },
    },
  });
  await db.relationship.create({ data: { buyerAccountId: otherBuyer.id, sellerAccountId: seller.id, status: 'NEW' } });
  return { buyer, seller, otherBuyer, rel, product, terminal };
}

describe('GET /api/relationships/{accountType}', () => {
  it("lists a buyer's sellers with the contract fields", async () => {
    const { buyer, seller, rel, product, terminal } = await market();
    const res = await (await signInAs(await createUser({ accountId: buyer.id }))).get('/api/relationships/seller');
    expect(res.status).toBe(200);
    expect(res.body.relationships).toHaveLength(1);
    const [r] = res.body.relationships;
    expect(r).toMatchObject({
      _id: rel.id,
      other: { id: seller.id, name: seller.name, status: 'ENABLED', additivesEnabled: true },
      buyer: { status: 'ENABLED' },
      seller: { status: 'ENABLED' },
      creditLimitOption: 'MANUAL',
      creditLimit: '125000.50',
      creditDays: [{ productId: product.id, days: 14 }],
      terminals: { all: false, ids: [terminal.id] },
      products: { all: true, ids: [] },
    });
    expect(new Date(r.requestedAt).getTime()).not.toBeNaN();
  });

  it("lists a seller's buyers (only its own relationships)", async () => {
    const { seller, buyer, otherBuyer } = await market();
    await market(); // another seller's relationships must not show up
    const res = await (await signInAs(await createUser({ accountId: seller.id }))).get('/api/relationships/buyer');
    expect(res.status).toBe(200);
    const others = res.body.relationships.map((r: any) => [r.other.id, r.other.status]);
    expect(others.sort()).toEqual([[buyer.id, 'ENABLED'], [otherBuyer.id, 'NEW']].sort());
  });

  it('without MyRelationships_View a team member gets names and statuses, no credit limit, credit days, term or releases', async () => {
    const { buyer, seller, otherBuyer } = await market();
    for (const [accountId, path] of [[seller.id, '/api/relationships/buyer'], [buyer.id, '/api/relationships/seller']] as const) {
      const res = await (await signInAs(await createUser({ accountId, roles: [ROLES.purchase] }))).get(path);
      expect(res.status).toBe(200);
      expect(res.body.relationships.length).toBeGreaterThan(0);
      for (const r of res.body.relationships) {
        expect(Object.keys(r).sort()).toEqual(['_id', 'buyer', 'other', 'requestedAt', 'seller']);
      }
      expect(JSON.stringify(res.body)).not.toContain('125000');
    }
    const sellerSide = await (await signInAs(await createUser({ accountId: seller.id, roles: [] }))).get('/api/relationships/buyer');
    expect(sellerSide.body.relationships.map((r: any) => r.other.id).sort()).toEqual([buyer.id, otherBuyer.id].sort());
  });

  it('refuses the own kind with 403 and an unknown kind with 400', async () => {
    const { buyer, seller } = await market();
    const buyerClient = await signInAs(await createUser({ accountId: buyer.id }));
    expect((await buyerClient.get('/api/relationships/buyer')).status).toBe(403);
    expect((await buyerClient.get('/api/relationships/admin')).status).toBe(400);
    expect((await (await signInAs(await createUser({ accountId: seller.id }))).get('/api/relationships/seller')).status).toBe(403);
    expect((await (await signInAs(await createUser({ type: 'OPERATOR' }))).get('/api/relationships/seller')).status).toBe(403);
  });

  it('answers 401 without a session', async () => {
    expect((await new ApiClient().get('/api/relationships/seller')).status).toBe(401);
  });
});
