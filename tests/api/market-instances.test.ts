import type { ChildProcess } from 'node:child_process';
import { Prisma } from '@/lib/db';
import { BODY_ENCODING_HEADER } from '@/lib/api/encoded-body';
import { startLoadBalancer } from '../../scripts/lib/load-balancer';
import { startNext } from '../../scripts/lib/start-next';
import { getPreviousWindow } from '@/lib/market-window/read-window';
import { toStored } from '@/lib/market-window/issue-window';
import { priceOffers } from '@/lib/pricing/price-offers';
import { ApiClient, BASE_URL } from '../helpers/api-client';
import { EventStream } from '../helpers/event-stream';
import { createUser, db, TEST_PASSWORD } from '../helpers/factories';
import { createOffer, removeMarketData, seeded, withOwnWindow } from '../helpers/market-factories';
import { signInAs } from '../helpers/sign-in-as';
import { oneRateWindow } from '../helpers/rate-window';

/**
 * Two server instances on one database (design 9): a change made through one instance, or
 * straight in the database, shows at the very next market request on both. Each answer is
 * checked against the engine run on the database as it is now, so a stale price fails. The last
 * test puts HAProxy in front of both, as docker-compose.yml does.
 *
 * @serial It puts a window of its own in place of the platform's current one, and starts a second server and a load balancer.
 */
jest.setTimeout(180_000);

const A = BASE_URL;
// The main server's port plus 5: CI runs it on 3100, a developer on its own port.
const B = `http://127.0.0.1:${Number(new URL(BASE_URL).port) + 5}`;
const LB_PORT = Number(new URL(BASE_URL).port) + 6;
const LB = `http://127.0.0.1:${LB_PORT}`;
let second: ChildProcess;
const sellers: number[] = [];

beforeAll(async () => {
  // The production build the main server runs, with the same environment (database, secret).
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' as const, NEXTAUTH_URL: B, BASE_URL: B, NEXT_TELEMETRY_DISABLED: '1' };
  second = startNext('start', Number(new URL(B).port), env);
  for (let tries = 0; ; tries++) {
    const up = await fetch(`${B}/login`).then(
      (res) => res.status < 500,
      () => false,
    );
    if (up) break;
    if (tries > 300) throw new Error(`second instance at ${B} did not come up`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
});

afterAll(async () => {
  const exited = new Promise((resolve) => second.once('exit', resolve));
  second.kill('SIGTERM');
  await exited;
  await removeMarketData(sellers);
  await db.$disconnect();
});

/** The same signed-in client, sent to either instance. */
async function marketOn(base: string, client: ApiClient) {
  const res = await fetch(`${base}/api/v2/offers`, { headers: { cookie: client.cookieHeader() } });
  expect(res.status).toBe(200);
  return (await res.json()) as { offers: { _id: number; price: string; windowId: number; seller: { id: number | null } }[] };
}

/** The seller's offers and prices as the engine gives them for the buyer from the database now. */
async function expectFresh(base: string, client: ApiClient, buyerAccountId: number, sellerAccountId: number) {
  const { offers } = await marketOn(base, client);
  const shown = offers.filter((o) => o.seller.id === sellerAccountId);
  const relationship = await db.relationship.findFirst({ where: { buyerAccountId, sellerAccountId, status: 'ENABLED' } });
  const rows = relationship ? await db.offer.findMany({ where: { sellerAccountId, status: 'ACTIVE' } }) : [];
  if (rows.length === 0) {
    expect(shown).toEqual([]);
    return shown;
  }
  expect(shown.length).toBeGreaterThan(0);
  const window = toStored(await db.marketWindow.findUniqueOrThrow({ where: { id: shown[0].windowId } }));
  const { platformId } = await db.account.findUniqueOrThrow({ where: { id: buyerAccountId } });
  const prices = await priceOffers(rows, { window, previousWindow: await getPreviousWindow(platformId, window), buyerAccountId });
  const expected = rows.flatMap((row) => {
    const result = prices.get(row.id)!;
    return result.ok ? [{ _id: row.id, price: result.price.toFixed(2) }] : [];
  });
  const byId = (a: { _id: number }, b: { _id: number }) => a._id - b._id;
  expect(shown.map((o) => ({ _id: o._id, price: o.price })).sort(byId)).toEqual(expected.sort(byId));
  return shown;
}

test('rule, offer, relationship and window changes show at the next request on both instances', async () => {
  const buyer = await createUser({ type: 'BUYER' });
  const { platformId } = await db.account.findUniqueOrThrow({ where: { id: buyer.accountId } });
  const sellerUser = await createUser({ type: 'SELLER' });
  const sellerId = sellerUser.accountId;
  sellers.push(sellerId);
  const [client, sellerClient] = await Promise.all([signInAs(buyer), signInAs(sellerUser)]);
  const relationship = await db.relationship.create({ data: { buyerAccountId: buyer.accountId, sellerAccountId: sellerId, status: 'ENABLED' } });
  const offer = await createOffer(sellerId);
  const check = async () => {
    for (const base of [A, B]) await expectFresh(base, client, buyer.accountId, sellerId);
  };
  // Both instances have the market cached.
  await check();
  await check();

  // A rule for this buyer, made through instance A: B shows it at once, and the other way round.
  const { product, terminal } = await seeded();
  const rule = {
    kind: 'PRICE',
    groupName: 'Marge',
    name: 'Kundenrabatt',
    unit: 'EUR/100L15',
    productIds: [product.id],
    terminalIds: [terminal.id],
    accountIds: [buyer.accountId],
  };
  const created = await fetch(`${A}/api/pricing/rules`, {
    method: 'POST',
    headers: { cookie: sellerClient.cookieHeader(), 'content-type': 'application/json', origin: A },
    body: JSON.stringify({ ...rule, value: '-0.40' }),
  });
  expect(created.status).toBe(200);
  expect((await expectFresh(B, client, buyer.accountId, sellerId)).map((o) => o.price)).toEqual(['94.70']);
  await check();
  const { rule: stored } = await created.json();
  const updated = await fetch(`${B}/api/pricing/rules/${stored.id}`, {
    method: 'PUT',
    headers: { cookie: sellerClient.cookieHeader(), 'content-type': 'application/json', origin: B },
    body: JSON.stringify({ ...rule, value: '-0.90', version: stored.version }),
  });
  expect(updated.status).toBe(200);
  expect((await expectFresh(A, client, buyer.accountId, sellerId)).map((o) => o.price)).toEqual(['94.20']);
  await check();

  // A rule for every buyer of the seller, written straight into the database.
  await db.priceRule.create({ data: { sellerAccountId: sellerId, kind: 'PRICE', scope: 'GLOBAL', value: '0.30', unit: 'EUR/100L15' } });
  expect((await expectFresh(B, client, buyer.accountId, sellerId)).map((o) => o.price)).toEqual(['94.50']);
  await check();

  // An offer change: its own price.
  await db.offer.update({ where: { id: offer.id }, data: { fixedPrice: new Prisma.Decimal('97.00') } });
  expect((await expectFresh(A, client, buyer.accountId, sellerId)).map((o) => o.price)).toEqual(['96.40']);
  await check();

  // A relationship change hides the seller's offers, and shows them again.
  await db.relationship.update({ where: { id: relationship.id }, data: { status: 'DISABLED' } });
  expect(await expectFresh(B, client, buyer.accountId, sellerId)).toEqual([]);
  await check();
  await db.relationship.update({ where: { id: relationship.id }, data: { status: 'ENABLED' } });
  await check();

  // A new window: a live-priced offer is priced off the new window's /GAS at once.
  const tracking = await createOffer(sellerId, { priceType: 'TRACKING', fixedPrice: null, iceMonth: 0 });
  await check();
  // A window of its own, /GAS 40 USD up: the servers price with it as soon as its NOTIFY reaches
  // them (each keeps its current window until then: milliseconds, longer on a busy machine).
  await withOwnWindow(
    platformId,
    (current) => ({
      ...current,
      marketChange: new Prisma.Decimal(40),
      prices: current.prices.map((p) => (p.symbol === '/GAS' ? { ...p, price: new Prisma.Decimal(p.price).plus(40).toString() } : p)),
    }),
    async (next) => {
      for (const base of [B, A]) {
        const heardBy = Date.now() + 5_000;
        const windowOf = async () => (await marketOn(base, client)).offers.find((o) => o._id === tracking.id)?.windowId;
        while ((await windowOf()) !== next.id && Date.now() < heardBy) await new Promise((resolve) => setTimeout(resolve, 100));
        const shown = await expectFresh(base, client, buyer.accountId, sellerId);
        expect(shown.find((o) => o._id === tracking.id)?.windowId).toBe(next.id);
      }
    },
  );
});

test('a kept answer is sent only while nothing in it changed: volume, seller name, addresses; 304 for the same answer', async () => {
  const buyer = await createUser({ type: 'BUYER' });
  const sellerUser = await createUser({ type: 'SELLER' });
  const sellerId = sellerUser.accountId;
  sellers.push(sellerId);
  const client = await signInAs(buyer);
  await db.relationship.create({ data: { buyerAccountId: buyer.accountId, sellerAccountId: sellerId, status: 'ENABLED' } });
  const offer = await createOffer(sellerId, { remainingVolume: new Prisma.Decimal('30') });
  const cookie = client.cookieHeader();
  const read = async (base: string, headers: Record<string, string> = {}) => fetch(`${base}/api/v2/offers`, { headers: { cookie, ...headers } });
  const mine = async (base: string) =>
    (await (await read(base)).json()) as {
      offers: { _id: number; maximumAvailable: string; displayName: string }[];
      filterOptions: { deliveryAddress: unknown[] };
    };
  for (const base of [A, B]) expect((await mine(base)).offers.find((o) => o._id === offer.id)?.maximumAvailable).toBe('30');

  // Volume taken by a checkout elsewhere (straight in the database, like another instance would).
  await db.$executeRaw`UPDATE "Offer" SET "remainingVolume" = "remainingVolume" - 7 WHERE "id" = ${offer.id}`;
  for (const base of [A, B]) expect((await mine(base)).offers.find((o) => o._id === offer.id)?.maximumAvailable).toBe('23');

  // The seller renames itself; the buyer adds a delivery address.
  await db.account.update({ where: { id: sellerId }, data: { name: 'Umbenannt Mineralöl GmbH' } });
  const before = (await mine(A)).filterOptions.deliveryAddress.length;
  await db.deliveryLocation.create({ data: { accountId: buyer.accountId, street: 'Hafenstraße 1', postCode: '20457', city: 'Hamburg', county: 'Hamburg' } });
  for (const base of [A, B]) {
    const market = await mine(base);
    expect(market.offers.find((o) => o._id === offer.id)?.displayName).toBe('Umbenannt Mineralöl GmbH');
    expect(market.filterOptions.deliveryAddress.length).toBe(before + 1);
  }

  // The same answer: 304 for the browser that has it.
  const plain = await read(A);
  const etag = plain.headers.get('etag')!;
  expect((await read(B, { 'if-none-match': etag })).status).toBe(304);
  // Any change gives a new tag, and the full answer again.
  await db.$executeRaw`UPDATE "Offer" SET "remainingVolume" = "remainingVolume" - 1 WHERE "id" = ${offer.id}`;
  const changed = await read(B, { 'if-none-match': etag });
  expect(changed.status).toBe(200);
  expect(changed.headers.get('etag')).not.toBe(etag);
});

test('the market goes gzipped to a client that accepts it: the same answer as plain', async () => {
  const buyer = await createUser({ type: 'BUYER' });
  const sellerUser = await createUser({ type: 'SELLER' });
  sellers.push(sellerUser.accountId);
  await db.relationship.create({ data: { buyerAccountId: buyer.accountId, sellerAccountId: sellerUser.accountId, status: 'ENABLED' } });
  // More than a kilobyte of answer: below that, compressing costs more than it saves.
  for (let i = 0; i < 5; i++) await createOffer(sellerUser.accountId);
  const cookie = (await signInAs(buyer)).cookieHeader();
  const read = (encoding: string) => fetch(`${A}/api/v2/offers`, { headers: { cookie, 'accept-encoding': encoding } });
  const [plain, gzipped] = [await read('identity'), await read('gzip, deflate')];
  expect(plain.headers.get('content-encoding')).toBeNull();
  expect(gzipped.headers.get('content-encoding')).toBe('gzip');
  // Compressed once, when the answer was built; the header that told the server so stays inside.
  expect(gzipped.headers.get(BODY_ENCODING_HEADER)).toBeNull();
  expect(gzipped.headers.get('vary')).toMatch(/accept-encoding/i);
  const [plainBody, gzippedBody] = [await plain.json(), await gzipped.json()];
  expect(plainBody.offers).toHaveLength(5);
  expect(gzippedBody).toEqual(plainBody);
});

test('behind a load balancer: a login spread over both instances holds on each, a change through A reaches a stream on B, rate limits are shared', async () => {
  const stopBalancer = await startLoadBalancer(LB_PORT, [A, B]);
  const streams: EventStream[] = [];
  try {
    const buyer = await createUser({ type: 'BUYER' });
    const sellerUser = await createUser({ type: 'SELLER' });
    const sellerId = sellerUser.accountId;
    sellers.push(sellerId);
    await db.relationship.create({ data: { buyerAccountId: buyer.accountId, sellerAccountId: sellerId, status: 'ENABLED' } });
    const offer = await createOffer(sellerId);

    // Round robin per request: the login's token call and its credentials call go to different instances.
    const client = new ApiClient({}, LB);
    expect(await client.login(buyer.email, TEST_PASSWORD)).toBeNull();
    const cookie = client.cookieHeader();
    for (const base of [A, B, LB, LB]) expect((await fetch(`${base}/api/user`, { headers: { cookie } })).status).toBe(200);

    // A market stream on B, and one through the balancer; a rule for this buyer made through A reaches both.
    for (const [path, base] of [
      ['/api/market/stream', B],
      ['/api/market/stream', LB],
    ]) {
      const stream = await EventStream.open(path, { cookie }, base);
      if (!(stream instanceof EventStream)) throw new Error(`stream refused on ${base}: ${stream.status}`);
      streams.push(stream);
      await stream.opened();
    }
    const sellerClient = await signInAs(sellerUser);
    const { product, terminal } = await seeded();
    const created = await fetch(`${A}/api/pricing/rules`, {
      method: 'POST',
      headers: { cookie: sellerClient.cookieHeader(), 'content-type': 'application/json' },
      body: JSON.stringify({
        kind: 'PRICE',
        groupName: 'Marge',
        name: 'Kundenrabatt',
        unit: 'EUR/100L15',
        value: '-0.40',
        productIds: [product.id],
        terminalIds: [terminal.id],
        accountIds: [buyer.accountId],
      }),
    });
    expect(created.status).toBe(200);
    for (const stream of streams) await stream.next((e) => e.event === 'offers' && !!e.data.ids?.includes(offer.id));
    expect((await expectFresh(LB, client, buyer.accountId, sellerId)).map((o) => o.price)).toEqual(['94.70']);

    // Five contact messages an hour per user, counted across the instances (should the server's hour
    // end during the calls, the count starts again: the exact count only within one hour).
    const inOneHour = oneRateWindow(3600);
    const statuses: number[] = [];
    for (let i = 0; i < 11 && !statuses.includes(429); i++) {
      const base = [A, B, LB][i % 3];
      const res = await fetch(`${base}/api/contact`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ subject: 'Zwei Instanzen', message: `Nachricht über ${base}` }),
      });
      statuses.push(res.status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    if (inOneHour()) expect(statuses).toHaveLength(6);
  } finally {
    for (const stream of streams) stream.close();
    await stopBalancer();
  }
});
