import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { LIMITS } from '@/lib/auth/rate-limit';
import { ApiClient, freshIp } from '../helpers/api-client';
import { createUser, db } from '../helpers/factories';
import { sellerWithOffer } from '../helpers/market-setup';
import { signInAs } from '../helpers/sign-in-as';
import { describeUnderRealClock } from '../helpers/real-clock';

/**
 * Overload over real HTTP (issue "Speed", security 20): the health check, a lock that waits too
 * long, and a rate limit each answer with what a client needs to try again.
 */
afterAll(() => db.$disconnect());

describe('GET /api/health', () => {
  it('answers 200 without a session while the database answers', async () => {
    const res = await new ApiClient().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });
});

describeUnderRealClock('a row lock held past lock_timeout', () => {
  it('pausing the locked offer answers 503 with Retry-After and the problem body, then works once the lock is gone', async () => {
    const { seller, offer } = await sellerWithOffer({ volume: '100' });
    const client = await signInAs(await createUser({ accountId: seller.id, type: 'SELLER' }));
    const locker = new Client({ connectionString: process.env.DATABASE_URL });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('SELECT 1 FROM "Offer" WHERE "id" = $1 FOR UPDATE', [offer.id]);
      const res = await client.post(`/api/offers/${offer.id}/pause`);
      expect(res.status).toBe(503);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(res.body).toEqual({ code: 'unavailable', message: 'try_again_later', requestId: expect.any(String) });
      await locker.query('ROLLBACK');
    } finally {
      await locker.end();
    }
    expect((await db.offer.findUniqueOrThrow({ where: { id: offer.id } })).status).toBe('ACTIVE');
    expect((await client.post(`/api/offers/${offer.id}/pause`)).status).toBe(200);
  });
});

describe('a rate limit', () => {
  it('answers 429 with Retry-After: the seconds until its window ends', async () => {
    const client = new ApiClient({ 'x-forwarded-for': freshIp() });
    let res = await client.post('/api/password/reset', { email: 'flood-0@test.fuel' });
    for (let i = 1; i < 25 && res.status !== 429; i++) res = await client.post('/api/password/reset', { email: `flood-${i}@test.fuel` });
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(res.body).toMatchObject({ code: 'rate_limited', data: { retryAfterSeconds: retryAfter } });
  });

  it('per buyer company refuses checkouts past RATE_CHECKOUT_PER_ACCOUNT a minute with 429 and Retry-After, whoever of the company orders', async () => {
    const buyer = await createUser({ type: 'BUYER' });
    const [first, colleague, other] = await Promise.all([
      signInAs(buyer),
      createUser({ accountId: buyer.accountId }).then(signInAs),
      createUser({ type: 'BUYER' }).then(signInAs),
    ]);
    const checkout = (client: ApiClient) =>
      client.post(`/api/baskets/${randomUUID()}/checkout`, { idempotencyKey: randomUUID(), termsAccepted: true, orderChecked: true });
    // Baskets of no one: each call passes the limit's count before it finds none (404). Two windows at most, should
    // the minute end during the burst.
    for (let window = 1; ; window++) {
      const statuses: number[] = [];
      let refused: Awaited<ReturnType<typeof checkout>> | undefined;
      while (!refused && statuses.length <= 2 * LIMITS.checkoutPerAccount) {
        const answers = await Promise.all(Array.from({ length: 8 }, () => checkout(first)));
        statuses.push(...answers.map((res) => res.status));
        refused = answers.find((res) => res.status === 429);
      }
      expect(refused).toBeDefined();
      // Answers come in any order within a batch of eight: count them.
      expect(statuses.filter((status) => status !== 404 && status !== 429)).toEqual([]);
      expect(statuses.filter((status) => status === 404).length).toBeGreaterThanOrEqual(LIMITS.checkoutPerAccount);
      const retryAfter = Number(refused!.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(refused!.body).toMatchObject({ code: 'rate_limited', message: 'too_many_requests', data: { retryAfterSeconds: retryAfter } });
      // Too close to the window's end to tell the colleague's refusal from a new window: the next window once more.
      if (retryAfter < 3 && window === 1) {
        await new Promise((resolve) => setTimeout(resolve, retryAfter * 1_000));
        continue;
      }
      expect((await checkout(colleague)).status).toBe(429);
      expect((await checkout(other)).status).toBe(404);
      break;
    }
  });
});
