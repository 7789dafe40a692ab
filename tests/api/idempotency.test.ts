import { randomUUID } from 'node:crypto';
import type { ApiClient } from '../helpers/api-client';
import { requestHash } from '@/lib/api/idempotency';
import { createAccount, createUser, db } from '../helpers/factories';
import { sellerWithOffer } from '../helpers/market-setup';
import { signInAs } from '../helpers/sign-in-as';
import { dieselContract, triggerParties } from '../helpers/trigger-setup';

/**
 * Idempotency-Key on creating calls (security: a retried POST after a lost answer must not create
 * twice). For each creating call: a retry replays the first answer, another body under the key is
 * refused with 422, ten parallel requests with one key create one resource and give ten equal
 * answers; the same ten without a key create ten, which shows the key is what prevents the
 * duplicates; a failure after the write leaves neither the resource nor the key.
 *
 * @serial It puts a trigger on the IdempotencyKey table and takes it off again: that waits for every
 * transaction on the table, which other files (the race tests) hold open on purpose.
 */

interface Case {
  name: string;
  path: string;
  /** Whether the same requests without a key create duplicates (a team user's e-mail is unique anyway). */
  duplicatesWithoutKey: boolean;
  /** A signed-in client allowed to make the call, the body and the table's count of what it created. */
  setup: () => Promise<{ accountId: number; client: ApiClient; body: Record<string, unknown>; other: Record<string, unknown>; count: () => Promise<number> }>;
}

const catalogue = async () => ({
  product: await db.product.findFirstOrThrow({ where: { name: 'Heizöl EL schwefelarm' } }),
  terminal: await db.terminal.findFirstOrThrow({ where: { code: 'HH1' } }),
  period: await db.liftingPeriod.findFirstOrThrow({ orderBy: { id: 'asc' } }),
});

const CASES: Case[] = [
  {
    name: 'offers',
    path: '/api/offers',
    duplicatesWithoutKey: true,
    setup: async () => {
      const user = await createUser({ type: 'SELLER' });
      const { product, terminal, period } = await catalogue();
      const body = {
        productId: product.id,
        terminalId: terminal.id,
        totalVolume: '500',
        minOrderQuantity: '5',
        maxOrderQuantity: '100',
        priceType: 'FIXED',
        priceUnit: 'PER_100L15',
        fixedPrice: '95.40',
        surcharge: '0',
        startsAt: '2026-12-01T06:00:00.000Z',
        endsAt: '2026-12-31T17:00:00.000Z',
        dailyStart: '07:00',
        dailyEnd: '17:30',
        liftingPeriodId: period.id,
      };
      return {
        accountId: user.accountId,
        client: await signInAs(user),
        body,
        other: { ...body, totalVolume: '600' },
        count: () => db.offer.count({ where: { sellerAccountId: user.accountId } }),
      };
    },
  },
  {
    name: 'delivery locations',
    path: '/api/metadata/locations',
    duplicatesWithoutKey: true,
    setup: async () => {
      const user = await createUser({ type: 'BUYER' });
      const body = { company: 'Tanklager Süd', street: 'Hafenstraße 1', postCode: '20457', city: 'Hamburg', county: 'Hamburg', country: 'DE' };
      return {
        accountId: user.accountId,
        client: await signInAs(user),
        body,
        other: { ...body, street: 'Hafenstraße 2' },
        count: () => db.deliveryLocation.count({ where: { accountId: user.accountId } }),
      };
    },
  },
  {
    name: 'price alerts',
    path: '/api/alerts',
    duplicatesWithoutKey: true,
    setup: async () => {
      const buyer = await createAccount('BUYER');
      const seller = await createAccount('SELLER');
      await db.relationship.create({ data: { buyerAccountId: buyer.id, sellerAccountId: seller.id, status: 'ENABLED' } });
      const user = await createUser({ accountId: buyer.id });
      const { product, terminal } = await catalogue();
      const body = { note: 'Winter', price: '85.50', operator: 'LTE', productId: product.id, terminalId: terminal.id, liftingPeriodType: 'PROMPT' };
      return {
        accountId: user.accountId,
        client: await signInAs(user),
        body,
        other: { ...body, price: '84.50' },
        count: () => db.priceAlert.count({ where: { accountId: buyer.id } }),
      };
    },
  },
  {
    name: 'pricing rules',
    path: '/api/pricing/rules',
    duplicatesWithoutKey: false,
    setup: async () => {
      const user = await createUser({ type: 'SELLER' });
      const { product, terminal } = await catalogue();
      // A margin rule: several may exist side by side, so only the key keeps them from doubling.
      const body = { kind: 'PRICE', groupName: 'Marge', value: '1.5', unit: 'EUR/100L15', productIds: [product.id], terminalIds: [terminal.id] };
      return {
        accountId: user.accountId,
        client: await signInAs(user),
        body,
        other: { ...body, value: '1.75' },
        count: () => db.priceRule.count({ where: { sellerAccountId: user.accountId } }),
      };
    },
  },
  {
    name: 'team users',
    path: '/api/user',
    duplicatesWithoutKey: false,
    setup: async () => {
      const admin = await createUser({ isAdmin: true });
      const body = {
        salutation: 'Ms',
        firstName: 'Greta',
        lastName: 'Neumann',
        email: `member-${randomUUID()}@test.fuel`,
        phone: '+49 721 555 0101',
        mobile: '+49 171 5550101',
        jobTitle: 'Disponentin',
        department: 'Einkauf',
        departmentSize: '6-20',
      };
      return {
        accountId: admin.accountId,
        client: await signInAs(admin),
        body,
        other: { ...body, lastName: 'Neumeier' },
        count: () => db.user.count({ where: { accountId: admin.accountId } }).then((n) => n - 1),
      };
    },
  },
  {
    name: 'baskets',
    path: '/api/baskets',
    duplicatesWithoutKey: true,
    setup: async () => {
      // A FIXED offer, which a buyer may put in a basket whether the market is open or not.
      const { seller, offer } = await sellerWithOffer({ volume: '100', min: '1', max: '50' });
      const user = await createUser({ type: 'BUYER' });
      await db.relationship.create({ data: { buyerAccountId: user.accountId, sellerAccountId: seller.id, status: 'ENABLED', creditLimitOption: 'NONE' } });
      const body = { offerId: offer.id, quantity: '2' };
      return {
        accountId: user.accountId,
        client: await signInAs(user),
        body,
        other: { ...body, quantity: '3' },
        count: () => db.basket.count({ where: { buyerAccountId: user.accountId } }),
      };
    },
  },
  {
    name: 'empty-container returns',
    path: '/api/barrel-returns',
    duplicatesWithoutKey: true,
    setup: async () => {
      const seller = await createAccount('SELLER', { features: ['productAdditives'] });
      const user = await createUser({ type: 'BUYER' });
      await db.relationship.create({ data: { buyerAccountId: user.accountId, sellerAccountId: seller.id, status: 'ENABLED', additivesEnabled: true } });
      const product = await db.product.findFirstOrThrow({ where: { name: 'Heizöl-Additiv Winterschutz (Fass 200 l)' } });
      const body = { sellerAccountId: seller.id, productId: product.id, purchaseUnit: 'Fass (200 l)', count: 4 };
      return {
        accountId: user.accountId,
        client: await signInAs(user),
        body,
        other: { ...body, count: 5 },
        count: () => db.barrelReturn.count({ where: { buyerAccountId: user.accountId } }),
      };
    },
  },
  {
    name: 'additive offers',
    path: '/api/offer/additive',
    duplicatesWithoutKey: true,
    setup: async () => {
      const seller = await createAccount('SELLER', { features: ['productAdditives'] });
      const user = await createUser({ accountId: seller.id, type: 'SELLER', isAdmin: true });
      const [product, terminal] = await Promise.all([
        db.product.findFirstOrThrow({ where: { name: 'Heizöl-Additiv Winterschutz (Fass 200 l)' } }),
        db.terminal.findFirstOrThrow({ where: { code: 'DU1' } }),
      ]);
      const body = {
        productId: product.id,
        terminalId: terminal.id,
        unitLabel: 'Fass',
        unitLitres: 200,
        unitPrice: '390.00',
        unitStock: 20,
        minUnits: 1,
        maxUnits: 10,
        startsAt: '2026-12-01T06:00:00.000Z',
        endsAt: '2026-12-31T17:00:00.000Z',
      };
      return {
        accountId: seller.id,
        client: await signInAs(user),
        body,
        other: { ...body, unitStock: 30 },
        count: () => db.offer.count({ where: { sellerAccountId: seller.id } }),
      };
    },
  },
  {
    name: 'trigger contracts',
    path: '/api/triggers/contracts',
    duplicatesWithoutKey: true,
    setup: async () => {
      const { seller, sellerUser, buyerUser } = await triggerParties();
      const body = await dieselContract(buyerUser.accountId);
      return {
        accountId: seller.id,
        client: await signInAs(sellerUser),
        body,
        other: { ...body, premium: '1.75' },
        count: () => db.triggerContract.count({ where: { sellerAccountId: seller.id } }),
      };
    },
  },
];

/**
 * Makes storing the answer of a key that starts with FAILING fail (the key claimed with it, or
 * given it later): the call has written its resource by then, so only a transaction shared by key
 * and resource leaves neither behind.
 */
const FAILING = 'fail-after-write-';
beforeAll(async () => {
  await db.$executeRawUnsafe(`
    CREATE OR REPLACE FUNCTION test_fail_after_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'the answer of % is not stored', NEW."key"; END $$`);
  await db.$executeRawUnsafe(`
    CREATE OR REPLACE TRIGGER test_fail_after_write BEFORE INSERT OR UPDATE ON "IdempotencyKey"
    FOR EACH ROW WHEN (NEW."key" LIKE '% ${FAILING}%' AND NEW."response" IS NOT NULL) EXECUTE FUNCTION test_fail_after_write()`);
});
afterAll(async () => {
  await db.$executeRawUnsafe('DROP TRIGGER IF EXISTS test_fail_after_write ON "IdempotencyKey"');
  await db.$executeRawUnsafe('DROP FUNCTION IF EXISTS test_fail_after_write()');
  await db.$disconnect();
});

describe.each(CASES)('POST $path ($name) with an Idempotency-Key', ({ path, setup, duplicatesWithoutKey }) => {
  it('replays the first answer on a retry and creates once', async () => {
    const { client, body, count } = await setup();
    const key = randomUUID();
    const first = await client.post(path, body, { 'idempotency-key': key });
    expect(first.status).toBeLessThan(300);
    const retry = await client.post(path, body, { 'idempotency-key': key });
    expect(retry.status).toBe(first.status);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(await count()).toBe(1);
  });

  it('refuses the same key with another body with 422 naming the header, and creates nothing more', async () => {
    const { client, body, other, count } = await setup();
    const key = randomUUID();
    expect((await client.post(path, body, { 'idempotency-key': key })).status).toBeLessThan(300);
    const reused = await client.post(path, other, { 'idempotency-key': key });
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({ message: 'request_key_reused', fields: { 'Idempotency-Key': 'request_key_reused' } });
    expect(await count()).toBe(1);
  });

  it('leaves neither the resource nor the key when the call fails after writing', async () => {
    const { accountId, client, body, count } = await setup();
    const key = `${FAILING}${randomUUID()}`;
    const failed = await client.post(path, body, { 'idempotency-key': key });
    expect([failed.status, failed.body.message]).toEqual([500, 'technical_error']);
    expect(await count()).toBe(0);
    expect(await db.idempotencyKey.count({ where: { accountId, key: `POST ${path} ${key}` } })).toBe(0);
  });

  it('creates one resource from ten parallel requests with one key and gives all ten the same answer (ten without a key create ten)', async () => {
    const { client, body, count } = await setup();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => client.post(path, body, { 'idempotency-key': key })));
    expect(answers[0].status).toBeLessThan(300);
    for (const answer of answers) expect([answer.status, answer.body]).toEqual([answers[0].status, answers[0].body]);
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(9);
    expect(await count()).toBe(1);

    if (!duplicatesWithoutKey) return;
    // The naive control: the same harness without the key.
    await Promise.all(Array.from({ length: 10 }, () => client.post(path, body)));
    expect(await count()).toBe(11);
  });
});

describe('the scope and the life of a key', () => {
  const [, locations, alerts] = CASES;

  it('a retry is answered from its key before the call runs: the basket of an offer paused since is replayed, not refused', async () => {
    const baskets = CASES.find((c) => c.path === '/api/baskets')!;
    const { client, body, count } = await baskets.setup();
    const key = randomUUID();
    const first = await client.post(baskets.path, body, { 'idempotency-key': key });
    expect(first.status).toBe(200);
    await db.offer.update({ where: { id: (body as { offerId: number }).offerId }, data: { status: 'PAUSED' } });
    // The call itself would now refuse the offer (422 offer_no_longer_available); its key's answer comes first.
    const retry = await client.post(baskets.path, body, { 'idempotency-key': key });
    expect([retry.status, retry.body, retry.headers.get('idempotent-replayed')]).toEqual([200, first.body, 'true']);
    expect((await client.post(baskets.path, body, { 'idempotency-key': randomUUID() })).status).toBe(422);
    expect(await count()).toBe(1);
  });

  it('a refused first request frees its key: the corrected request with the same key creates', async () => {
    const { client, body, count } = await alerts.setup();
    const key = randomUUID();
    const refused = await client.post(alerts.path, { ...body, productId: 2147483647 }, { 'idempotency-key': key });
    expect([refused.status, refused.body.fields]).toEqual([400, { productId: 'product_not_found' }]);
    const created = await client.post(alerts.path, body, { 'idempotency-key': key });
    expect([created.status, created.headers.get('idempotent-replayed')]).toEqual([200, null]);
    expect(await count()).toBe(1);
  });

  it('is scoped per account and per call: the same key elsewhere creates again', async () => {
    const mine = await locations.setup();
    const theirs = await locations.setup();
    const key = randomUUID();
    expect((await mine.client.post(locations.path, mine.body, { 'idempotency-key': key })).status).toBe(201);
    const other = await theirs.client.post(locations.path, mine.body, { 'idempotency-key': key });
    expect([other.status, other.headers.get('idempotent-replayed')]).toEqual([201, null]);
    expect([await mine.count(), await theirs.count()]).toEqual([1, 1]);

    const { client, body, count } = await alerts.setup();
    expect((await client.post(alerts.path, body, { 'idempotency-key': key })).status).toBe(200);
    const location = await client.post(locations.path, mine.body, { 'idempotency-key': key });
    expect([location.status, location.headers.get('idempotent-replayed')]).toEqual([201, null]);
    expect(await count()).toBe(1);
  });

  it('holds for 24 hours: an older key is a new request', async () => {
    const { accountId, client, body, count } = await locations.setup();
    const key = randomUUID();
    await db.idempotencyKey.create({
      data: {
        accountId,
        key: `POST ${locations.path} ${key}`,
        requestHash: requestHash(body),
        response: { status: 201, body: { id: -1 } },
        createdAt: new Date(Date.now() - 25 * 3_600_000),
      },
    });
    const res = await client.post(locations.path, body, { 'idempotency-key': key });
    expect([res.status, res.headers.get('idempotent-replayed')]).toEqual([201, null]);
    expect(await count()).toBe(1);
    const replay = await client.post(locations.path, body, { 'idempotency-key': key });
    expect([replay.status, replay.body, replay.headers.get('idempotent-replayed')]).toEqual([201, res.body, 'true']);
  });
});

describe('a malformed Idempotency-Key', () => {
  const locations = CASES[1];
  it.each([
    ['empty', ''],
    ['256 characters', 'x'.repeat(256)],
    ['a space', 'a b'],
    ['a tab', 'a\tb'],
    ['not ASCII', 'schlüssel'],
  ])('answers 400 naming the header (%s) and creates nothing', async (_, key) => {
    const { client, body, count } = await locations.setup();
    const res = await client.post(locations.path, body, { 'idempotency-key': key });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ 'Idempotency-Key': 'idempotency_key_invalid' });
    expect(await count()).toBe(0);
  });
});
