import { DateTime } from 'luxon';
import { randomUUID } from 'node:crypto';
import { brand } from '@/lib/env';
import { createAccount, createUser, db } from '../helpers/factories';
import { signInAs } from '../helpers/sign-in-as';

/**
 * Keyed creating calls in a burst (issue "A live market at scale", Less per request): each one's
 * Idempotency-Key holds a transaction, and so a connection, for the whole call. One that also read
 * on a second connection while it held the first stalled the pool (20, DB_POOL_SIZE's default,
 * which the test server keeps) once more calls came at once than it has connections, and answered
 * 503. The calls that checked their references on the shared pool (favourites, target orders,
 * relationship requests) read through the key's transaction now. The basket's: basket-burst.test.ts.
 */
const accounts: number[] = [];
afterAll(async () => {
  await db.targetOrder.deleteMany({ where: { accountId: { in: accounts } } });
  await db.$disconnect();
});

const BUYERS = 30;

let setup: Awaited<ReturnType<typeof buyersOfOneSeller>>;
beforeAll(async () => {
  setup = await buyersOfOneSeller();
});

async function buyersOfOneSeller() {
  const [product, terminal, seller, requested] = await Promise.all([
    db.product.findFirstOrThrow({ where: { name: 'Heizöl EL schwefelarm' } }),
    db.terminal.findFirstOrThrow({ where: { code: 'HH1' }, include: { region: true } }),
    createAccount('SELLER'),
    createAccount('SELLER'),
  ]);
  const buyers = await Promise.all(
    Array.from({ length: BUYERS }, async () => {
      const buyer = await createAccount('BUYER');
      accounts.push(buyer.id);
      await db.relationship.create({ data: { buyerAccountId: buyer.id, sellerAccountId: seller.id, status: 'ENABLED' } });
      return signInAs(await createUser({ accountId: buyer.id }));
    }),
  );
  return { product, terminal, seller, requested, buyers };
}

/** Every buyer sends its call at once, each with a key of its own; the statuses in order. */
async function burst(path: string, body: object) {
  const answers = await Promise.all(setup.buyers.map((client) => client.post(path, body, { 'idempotency-key': randomUUID() })));
  return answers.map((res) => res.status);
}

test(`${BUYERS} keyed favourites at once are all created`, async () => {
  const { product, terminal, seller } = setup;
  const favourite = { name: 'Nord', products: [product.id], regions: [terminal.region.id], terminals: [terminal.id], sellers: [seller.id] };
  expect(await burst('/api/favourites', favourite)).toEqual(Array(BUYERS).fill(201));
});

test(`${BUYERS} keyed target orders at once are all placed`, async () => {
  const { product, terminal, seller } = setup;
  // No offer exists at this limit: nothing fills.
  const targetOrder = {
    productId: product.id,
    terminalIds: [terminal.id],
    regionIds: [terminal.region.id],
    sellerAccountIds: [seller.id],
    volume: '25',
    partFills: true,
    minPart: '5',
    limitPrice: '10.50',
    validUntil: DateTime.now().setZone(brand().timeZone).plus({ days: 5 }).toISODate(),
  };
  expect(await burst('/api/target-orders', targetOrder)).toEqual(Array(BUYERS).fill(200));
});

test(`${BUYERS} keyed relationship requests at once are all made`, async () => {
  expect(await burst('/api/relationships', { sellerAccountId: setup.requested.id })).toEqual(Array(BUYERS).fill(201));
});
