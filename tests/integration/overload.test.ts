import net, { type AddressInfo } from 'node:net';
import { PrismaPg } from '@prisma/adapter-pg';
import { NextRequest } from 'next/server';
import { Client, Pool, type PoolClient } from 'pg';
import { withApi } from '@/lib/api/with-api';
import { checkout } from '@/lib/basket/checkout';
import { orderableBasket } from '../helpers/basket-choices';
import { PrismaClient } from '@/lib/generated/prisma/client';
import { pool, sql } from '@/lib/db';
import { setOfferStatus } from '@/lib/offers/set-offer-status';
import { createUser, db } from '../helpers/factories';
import { buyerOf, newKey, sellerWithOffer, sessionOf } from '../helpers/market-setup';
import { describeUnderRealClock } from '../helpers/real-clock';

/**
 * Overload against the real PostgreSQL, in-process: an exhausted pool, a row lock held past
 * lock_timeout and an unreachable database each answer 503 with Retry-After and the problem body,
 * never a 500, and write nothing (issue "Speed", security 20).
 */
afterAll(() => db.$disconnect());

const call = (handler: () => unknown) => withApi({ auth: 'none', handler })(new NextRequest('http://app.example/api/thing'), { params: Promise.resolve({}) });

async function expectTryAgainLater(res: Response) {
  expect(res.status).toBe(503);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await res.json()).toEqual({ code: 'unavailable', message: 'try_again_later', requestId: expect.any(String) });
}

async function closedPortUrl(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  const url = new URL(process.env.DATABASE_URL!);
  url.host = `127.0.0.1:${port}`;
  return url.toString();
}

/** Holds `FOR UPDATE` on one offer row from a connection of its own, as a long checkout would. */
async function lockOffer(offerId: number) {
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await client.query('BEGIN');
  await client.query('SELECT 1 FROM "Offer" WHERE "id" = $1 FOR UPDATE', [offerId]);
  return async () => {
    await client.query('ROLLBACK');
    await client.end();
  };
}

describe('an exhausted connection pool', () => {
  test('Prisma reads, Prisma transactions and hand-written statements answer 503, and work again once connections are free', async () => {
    const held: PoolClient[] = [];
    // The wait for a connection before the 503: a second here, not the run's generous ten.
    const wait = pool.options.connectionTimeoutMillis;
    pool.options.connectionTimeoutMillis = 1_000;
    try {
      for (let i = 0; i < pool.options.max; i++) held.push(await pool.connect());
      const answers = await Promise.all([
        call(() => db.offer.count()),
        call(() => db.$transaction((tx) => tx.offer.count())),
        call(() => sql`SELECT 1 AS "one"`),
      ]);
      for (const res of answers) await expectTryAgainLater(res);
    } finally {
      pool.options.connectionTimeoutMillis = wait;
      held.forEach((client) => client.release());
    }
    expect((await call(() => db.offer.count())).status).toBe(200);
  });
});

describeUnderRealClock('a row lock held past lock_timeout', () => {
  test("the app's connections give up on a lock after 2 s and on a statement after 10 s", async () => {
    const [settings] = await sql<{
      lock: string;
      statement: string;
    }>`SELECT current_setting('lock_timeout') AS "lock", current_setting('statement_timeout') AS "statement"`;
    expect(settings).toEqual({ lock: '2s', statement: '10s' });
  });

  test('pausing an offer whose row another transaction holds answers 503 and changes nothing', async () => {
    const { seller, offer } = await sellerWithOffer({ volume: '100' });
    const user = await sessionOf((await createUser({ accountId: seller.id, type: 'SELLER' })).id);
    const unlock = await lockOffer(offer.id);
    try {
      await expectTryAgainLater(await call(() => setOfferStatus(user, offer.id, 'PAUSED')));
    } finally {
      await unlock();
    }
    expect((await db.offer.findUniqueOrThrow({ where: { id: offer.id } })).status).toBe('ACTIVE');
    // The same call goes through once the lock is gone: the 503 was the lock's.
    expect((await call(() => setOfferStatus(user, offer.id, 'PAUSED'))).status).toBe(200);
  });

  test('a checkout that cannot lock its offer answers 503 and sells nothing', async () => {
    const { seller, offer } = await sellerWithOffer({ volume: '100' });
    const buyer = await buyerOf(seller.id);
    const basket = await orderableBasket(buyer, { offerId: offer.id, quantity: '2' });
    const order = () => checkout(buyer, basket._id, { termsAccepted: true, orderChecked: true, idempotencyKey: newKey() });
    const unlock = await lockOffer(offer.id);
    try {
      await expectTryAgainLater(await call(order));
    } finally {
      await unlock();
    }
    expect(await db.order.count({ where: { offerId: offer.id } })).toBe(0);
    expect((await db.offer.findUniqueOrThrow({ where: { id: offer.id } })).remainingVolume.toString()).toBe('100');
    expect((await call(order)).status).toBe(200);
  });
});

describe('an unreachable database', () => {
  test('Prisma reads, transactions and plain pg answer 503, not 500', async () => {
    const downPool = new Pool({ connectionString: await closedPortUrl(), max: 2, connectionTimeoutMillis: 1_000 });
    const down = new PrismaClient({ adapter: new PrismaPg(downPool, { disposeExternalPool: true }) });
    try {
      await expectTryAgainLater(await call(() => down.offer.count()));
      await expectTryAgainLater(await call(() => down.$transaction((tx) => tx.offer.count())));
      await expectTryAgainLater(await call(() => downPool.query('SELECT 1')));
    } finally {
      await down.$disconnect();
    }
  });
});

describe('GET /api/health', () => {
  const get = (route: { GET: ReturnType<typeof withApi> }) => route.GET(new NextRequest('http://app.example/api/health'), { params: Promise.resolve({}) });

  test('answers 503 with Retry-After while the database cannot be reached', async () => {
    const url = process.env.DATABASE_URL;
    process.env.DATABASE_URL = await closedPortUrl();
    try {
      let route: { GET: ReturnType<typeof withApi> } | undefined;
      jest.isolateModules(() => {
        route = require('@/app/api/health/route');
      });
      const res = await get(route!);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).not.toBeNull();
      expect(await res.json()).toMatchObject({ code: 'unavailable', message: 'database_unreachable' });
    } finally {
      process.env.DATABASE_URL = url;
    }
  });

  test('answers 200 while the database answers', async () => {
    let route: { GET: ReturnType<typeof withApi> } | undefined;
    let healthPool: () => Pool = () => undefined as never;
    jest.isolateModules(() => {
      route = require('@/app/api/health/route');
      healthPool = require('@/lib/health/health-pool').healthPool;
    });
    try {
      const res = await get(route!);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok' });
    } finally {
      await healthPool().end();
    }
  });
});
