import fs from 'node:fs';
import path from 'node:path';
import { ROLES } from '@/lib/access/routes';
import type { ApiClient } from '../helpers/api-client';
import { apiRoutes, fillParams as fill, inFlight } from '../helpers/api-routes';
import { createUser, db } from '../helpers/factories';
import { signInAs } from '../helpers/sign-in-as';

/**
 * security 12 / hardening: the same kinds of bad input sent to every route handler there is, now
 * and for every call added later (the routes are read from app/api), as a buyer, a seller and
 * an operator with every role. Ids beyond PostgreSQL's integer, negative and fractional ids, text for numbers,
 * numbers with more digits than their columns hold, and bodies that are no JSON object must all
 * answer 4xx, never 500. The bad bodies and queries go with a well-formed id, each bad id with
 * an empty and a bad body.
 */
afterAll(() => db.$disconnect());

/** Calls whose effect would end the sweep itself. */
const SKIP = new Set(['/api/logout']);
const BAD_IDS = ['2147483648', '99999999999999999999', '-1', '0', '1.5', 'abc', '1e3', '%00'];
/**
 * A well-formed id that no record has (the sweep must not change the demo data other files read):
 * the bad bodies and queries are sent with it, as a bad id is refused before them.
 */
const GOOD_ID = '2147483647';
const HUGE = '9'.repeat(30);
const BAD_QUERY_VALUES = [HUGE, '2147483648', '-1', 'abc'];
const IN_FLIGHT = 6;

const routes = () => apiRoutes().filter((route) => !SKIP.has(route.template));

/** Every field name the request schemas know, so a body can set them all to one bad value. */
function schemaFields(): string[] {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'generated') walk(full);
      else if (entry.name === 'schemas.ts') for (const m of fs.readFileSync(full, 'utf8').matchAll(/^\s+(\w+)\??: /gm)) names.add(m[1]);
    }
  };
  walk(path.join(process.cwd(), 'lib'));
  return [...names];
}

const params = (template: string) => [...template.matchAll(/\[(\w+)\]/g)].map((m) => m[1]);

describe('bad input to every route handler answers 4xx, never 500', () => {
  const all = routes();
  const fields = schemaFields();
  const bodies: unknown[] = [
    null,
    [],
    'text',
    42,
    {},
    ...[HUGE, '2147483648', '-1', '1.5', 'abc', ''].map((value) => Object.fromEntries(fields.map((f) => [f, value]))),
    ...[2147483648, 1e30, -1, 1.5, null, true].map((value) => Object.fromEntries(fields.map((f) => [f, value]))),
  ];
  /** The calls that read the bad input as at least one of the account types below. */
  const reached = new Set<string>();
  const query = (value: string) => `?${fields.map((f) => `${f}=${encodeURIComponent(value)}`).join('&')}`;

  test('the sweep finds the route handlers', () => {
    expect(all.length).toBeGreaterThan(30);
    expect(fields).toEqual(expect.arrayContaining(['offerId', 'quantity', 'totalVolume', 'value']));
  });

  test.each([
    ['buyer', 'BUYER'],
    ['seller', 'SELLER'],
    ['operator', 'OPERATOR'],
  ] as const)(
    'as a %s',
    async (_, type) => {
      const user = await createUser({ type, isAdmin: true, roles: Object.values(ROLES), features: ['triggers'] });
      const client = await signInAs(user);
      const failures: string[] = [];
      const send = async (method: string, url: string, body?: unknown) => {
        const res = await client.request(method, url, method === 'GET' || method === 'DELETE' ? {} : { body });
        if (res.status >= 500) failures.push(`${method} ${url} ${JSON.stringify(body)?.slice(0, 60)} -> ${res.status}`);
        return res;
      };
      // A call this account type is refused (403 before its input is read) takes none of the bad
      // input further: another type sends it, and every call must be open to one of the three.
      const open: { route: (typeof all)[number]; method: string }[] = [];
      const probes = all.flatMap((route) =>
        route.methods.map((method) => async () => {
          const res = await send(method, fill(route.template, GOOD_ID), method === 'GET' || method === 'DELETE' ? undefined : {});
          if (res.status !== 403) open.push({ route, method });
        }),
      );
      await inFlight(probes, IN_FLIGHT);
      const calls: (() => Promise<unknown>)[] = [];
      for (const { route, method } of open) {
        reached.add(`${method} ${route.template}`);
        const ids = params(route.template).length ? [GOOD_ID, ...BAD_IDS] : [GOOD_ID];
        for (const id of ids) {
          const url = fill(route.template, id);
          // Every bad body and query with a good id; each bad id with one of them.
          if (method === 'GET') for (const value of id === GOOD_ID ? BAD_QUERY_VALUES : [HUGE]) calls.push(() => send(method, `${url}${query(value)}`));
          else for (const body of id === GOOD_ID ? bodies : [{}, HUGE]) calls.push(() => send(method, url, body));
        }
      }
      await inFlight(calls, IN_FLIGHT);
      expect(calls.length).toBeGreaterThan(300);
      expect(failures).toEqual([]);
    },
    300_000,
  );

  test('every call took the bad input as one of the three', () => {
    const every = all.flatMap((route) => route.methods.map((method) => `${method} ${route.template}`));
    expect(every.filter((call) => !reached.has(call))).toEqual([]);
  });

  test('a malformed Idempotency-Key on every creating call answers 400 naming the header', async () => {
    const creating = all.filter((route) => route.idempotent);
    expect(creating.map((route) => route.template)).toEqual(
      expect.arrayContaining(['/api/offers', '/api/metadata/locations', '/api/alerts', '/api/pricing/rules', '/api/baskets', '/api/user']),
    );
    const users = await Promise.all(
      (['BUYER', 'SELLER', 'OPERATOR'] as const).map((type) => createUser({ type, isAdmin: true, roles: Object.values(ROLES), features: ['triggers'] })),
    );
    const clients = await Promise.all(users.map((user) => signInAs(user)));
    const answers: [string, string, number, string | undefined][] = [];
    for (const route of creating) {
      for (const key of ['', ' ', 'x'.repeat(256), 'a b', 'schlüssel', '\u00a0']) {
        // Whichever account type the call is for: the others' 403 comes before the header is read.
        const res = (await Promise.all(clients.map((client) => client.post(route.template, {}, { 'idempotency-key': key })))).find((r) => r.status !== 403)!;
        answers.push([route.template, key, res.status, res.body.fields?.['Idempotency-Key']]);
      }
    }
    expect(answers).toEqual(answers.map(([template, key]) => [template, key, 400, 'idempotency_key_invalid']));
  });

  test('an id beyond PostgreSQL integer names the field in a 400', async () => {
    const seller = await signInAs(await createUser({ type: 'SELLER', isAdmin: true, roles: Object.values(ROLES) }));
    const buyer = await signInAs(await createUser({ type: 'BUYER', isAdmin: true, roles: Object.values(ROLES) }));
    const cases: [ApiClient, string, string, string][] = [
      [seller, 'PUT', '/api/offers/2147483648', 'id'],
      [seller, 'POST', '/api/offers/2147483648/pause', 'id'],
      [seller, 'GET', '/api/pricing/offers/2147483648/breakdown', 'id'],
      [seller, 'PUT', '/api/pricing/rules/2147483648', 'id'],
      [buyer, 'DELETE', '/api/alerts/2147483648', 'id'],
      [buyer, 'PUT', '/api/metadata/locations/2147483648', 'id'],
      [buyer, 'GET', '/api/user/2147483648', 'id'],
    ];
    for (const [client, method, url, field] of cases) {
      const res = await client.request(method, url, method === 'GET' || method === 'DELETE' ? {} : { body: {} });
      expect([url, res.status, res.body.fields?.[field]]).toEqual([url, 400, expect.any(String)]);
    }
    const basket = await buyer.post('/api/baskets', { offerId: 2147483648, quantity: '1' });
    expect([basket.status, basket.body.fields?.offerId]).toEqual([400, expect.any(String)]);
  });

  test('a body that is no JSON object, and numbers too long for their column, answer 400', async () => {
    const user = await createUser({ type: 'SELLER', isAdmin: true, roles: Object.values(ROLES) });
    const seller = await signInAs(user);
    for (const url of ['/api/offers', '/api/pricing/rules']) {
      for (const body of [null, [], 'text']) expect([url, body, (await seller.post(url, body)).status]).toEqual([url, body, 400]);
    }
    const offer = await seller.post('/api/offers', { totalVolume: HUGE, fixedPrice: HUGE, priceType: 'FIXED' });
    expect(offer.status).toBe(400);
    expect(offer.body.fields).toMatchObject({ totalVolume: expect.any(String), fixedPrice: expect.any(String) });
    const rule = await seller.post('/api/pricing/rules', { kind: 'PRICE', groupName: 'Marge', value: HUGE, unit: 'EUR/100L15' });
    expect([rule.status, rule.body.fields?.value]).toEqual([400, expect.any(String)]);
    expect(await db.offer.count({ where: { sellerAccountId: user.accountId } })).toBe(0);
    expect(await db.priceRule.count({ where: { sellerAccountId: user.accountId } })).toBe(0);
  });
});
