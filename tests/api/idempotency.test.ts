import { randomUUID } from 'node:crypto';
import type { ApiClient } from '../helpers/api-client';
import { createAccount, createUser, db } from '../helpers/factories';
import { signInAs } from '../helpers/sign-in-as';

/**
 * Idempotency-Key on creating calls (security: a retried POST after a lost answer must not create
 * twice). For each call: a retry replays the first answer, another body under the key is refused,
 * ten parallel requests with one key create one resource; the same ten without a key create ten,
 * which shows the key is what prevents the duplicates.
 */
afterAll(() => db.$disconnect());

interface Case {
  name: string;
  path: string;
  /** Whether the same requests without a key create duplicates (rules have a duplicate check of their own). */
  duplicatesWithoutKey: boolean;
  /** A signed-in client allowed to make the call, the body and the table's count of what it created. */
  setup: () => Promise<{ client: ApiClient; body: Record<string, unknown>; other: Record<string, unknown>; count: () => Promise<number> }>;
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
        productId: product.id, terminalId: terminal.id, totalVolume: '500', minOrderQuantity: '5', maxOrderQuantity: '100',
        priceType: 'FIXED', priceUnit: 'PER_100L15', fixedPrice: '95.40', surcharge: '0',
        startsAt: '2026-12-01T06:00:00.000Z', endsAt: '2026-12-31T17:00:00.000Z', dailyStart: '07:00', dailyEnd: '17:30', liftingPeriodId: period.id,
      };
      return { client: await signInAs(user), body, other: { ...body, totalVolume: '600' }, count: () => db.offer.count({ where: { sellerAccountId: user.accountId } }) };
    },
  },
  {
    name: 'delivery locations',
    path: '/api/metadata/locations',
    duplicatesWithoutKey: true,
    setup: async () => {
      const user = await createUser({ type: 'BUYER' });
      const body = { company: 'Tanklager Süd', street: 'Hafenstraße 1', postCode: '20457', city: 'Hamburg', county: 'Hamburg', country: 'DE' };
      return { client: await signInAs(user), body, other: { ...body, street: 'Hafenstraße 2' }, count: () => db.deliveryLocation.count({ where: { accountId: user.accountId } }) };
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
      return { client: await signInAs(user), body, other: { ...body, price: '84.50' }, count: () => db.priceAlert.count({ where: { accountId: buyer.id } }) };
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
      return { client: await signInAs(user), body, other: { ...body, value: '1.75' }, count: () => db.priceRule.count({ where: { sellerAccountId: user.accountId } }) };
    },
  },
];

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

  it('refuses the same key with another body and creates nothing more', async () => {
    const { client, body, other, count } = await setup();
    const key = randomUUID();
    expect((await client.post(path, body, { 'idempotency-key': key })).status).toBeLessThan(300);
    const reused = await client.post(path, other, { 'idempotency-key': key });
    expect(reused.status).toBe(409);
    expect(reused.body.message).toBe('request_key_reused');
    expect(await count()).toBe(1);
  });

  it('creates one resource from ten parallel requests with one key (ten without a key create ten)', async () => {
    const { client, body, count } = await setup();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => client.post(path, body, { 'idempotency-key': key })));
    for (const answer of answers) expect([200, 201, 409]).toContain(answer.status);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.message === 'request_in_progress')).toBe(true);
    expect(await count()).toBe(1);

    if (!duplicatesWithoutKey) return;
    // The naive control: the same harness without the key.
    await Promise.all(Array.from({ length: 10 }, () => client.post(path, body)));
    expect(await count()).toBe(11);
  });
});

describe('a malformed Idempotency-Key', () => {
  it('answers 400 naming the header and creates nothing', async () => {
    const { client, body, count } = await CASES[1].setup();
    const res = await client.post(CASES[1].path, body, { 'idempotency-key': 'x'.repeat(256) });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ 'Idempotency-Key': 'idempotency_key_invalid' });
    expect(await count()).toBe(0);
  });
});
