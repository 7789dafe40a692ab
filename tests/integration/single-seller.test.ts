import { createOperatorAccount } from '@/lib/operator/create-operator-account';
import { ZCreateOperatorAccount } from '@/lib/operator/schemas';
import { listRelationships } from '@/lib/relationships/list-relationships';
import { createAccount, createUser, db, lastEmailTo } from '../helpers/factories';
import { sessionOf } from '../helpers/market-setup';

/**
 * Single-seller mode (the energy pool) hides the buyer's request flow, so a buyer the operator
 * creates asks the pool's seller at once; on a brand with the flag off nothing is requested. The
 * test server runs the first brand, so BRAND and BRAND_FLAGS are set here as a start would set them.
 */
afterAll(() => db.$disconnect());

async function withBrand<T>(id: string, flags: string, work: () => Promise<T>): Promise<T> {
  const before = { BRAND: process.env.BRAND, BRAND_FLAGS: process.env.BRAND_FLAGS };
  Object.assign(process.env, { BRAND: id, BRAND_FLAGS: flags });
  try {
    return await work();
  } finally {
    for (const [key, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

const unique = () => Math.random().toString(36).slice(2, 10);

/** An operator and a seller (with a relationship manager) of the brand's platform, and a new buyer the operator creates. */
async function createBuyer(kind: 'BUYER' | 'SELLER' = 'BUYER') {
  const operator = await sessionOf((await createUser({ type: 'OPERATOR', isAdmin: true, roles: [] })).id);
  const seller = await createAccount('SELLER');
  const manager = await createUser({ accountId: seller.id, isAdmin: true });
  const blockedSeller = await createAccount('SELLER', { blocked: true });
  const input = ZCreateOperatorAccount.parse({
    kind,
    name: `Energiekunde ${unique()} eG`,
    addressLine1: 'Königsallee 1',
    postCode: '40212',
    city: 'Düsseldorf',
    country: 'DE',
    admin: { salutation: 'Ms', firstName: 'Ida', lastName: 'Krause', email: `ida-${unique()}@test.fuel` },
  });
  const { account } = await createOperatorAccount(operator, input, '203.0.113.7');
  return { operator, seller, manager, blockedSeller, account };
}

test('single-seller mode: a new buyer asks the pool’s seller at creation; the seller sees the request among its new buyers', async () => {
  await withBrand('energypool', '', async () => {
    const { seller, manager, blockedSeller, account, operator } = await createBuyer();
    const relationship = await db.relationship.findUnique({
      where: { buyerAccountId_sellerAccountId: { buyerAccountId: account.id, sellerAccountId: seller.id } },
    });
    expect(relationship).toMatchObject({ status: 'NEW' });
    // A blocked seller trades with nobody: no request to it.
    expect(await db.relationship.count({ where: { buyerAccountId: account.id, sellerAccountId: blockedSeller.id } })).toBe(0);
    expect((await lastEmailTo(manager.email))?.body).toContain(account.name);
    expect(await db.auditLog.count({ where: { event: 'relationship_requested', accountId: account.id, userId: operator.userId } })).toBeGreaterThan(0);

    const managerSession = await sessionOf(manager.id);
    const listed = await listRelationships(managerSession, 'buyer', 'NEW');
    expect(JSON.stringify(listed)).toContain(account.name);
  });
});

test('single-seller mode: a new seller asks nobody', async () => {
  await withBrand('energypool', '', async () => {
    const { account } = await createBuyer('SELLER');
    expect(await db.relationship.count({ where: { OR: [{ buyerAccountId: account.id }, { sellerAccountId: account.id }] } })).toBe(0);
  });
});

test('without single-seller mode a new buyer requests nothing: it asks the sellers it chooses itself', async () => {
  await withBrand('fuelmarket', '', async () => {
    const { account } = await createBuyer();
    expect(await db.relationship.count({ where: { buyerAccountId: account.id } })).toBe(0);
  });
});
