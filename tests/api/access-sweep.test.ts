import { encode } from 'next-auth/jwt';
import { checkRule, findRouteByName, type AccountType } from '@/lib/access/routes';
import { brand } from '@/lib/env';
import { ApiClient, freshIp } from '../helpers/api-client';
import { apiRoutes, declaredAuth, fillParams, inFlight, type ApiRoute, type DeclaredAuth } from '../helpers/api-routes';
import { createUser, db } from '../helpers/factories';
import { signInAs } from '../helpers/sign-in-as';

/**
 * security 1 and 4 over real HTTP, for every route handler there is (read from app/api, so a call
 * added later is swept without being listed): every call but the few public ones answers 401
 * without a session cookie, with a tampered one, one signed with another secret and an expired
 * one; and 403 to a valid session of an account type, role or admin standing its `withApi({auth})`
 * does not admit. Any other answer fails, a 404 or 405 too: a route removed or renamed does not
 * pass unnoticed.
 */
afterAll(() => db.$disconnect());

/** The calls anyone may make: probes, the API's description, and the links mailed to people who cannot sign in. */
const PUBLIC = new Set([
  'GET /api/health',
  'GET /api/ping',
  'GET /api/openapi.json',
  'POST /api/password/reset',
  'POST /api/password/reset/[key]',
  'POST /api/email/confirm/[key]',
]);
const IN_FLIGHT = 8;
const COOKIE = 'next-auth.session-token';
/** A well-formed id of no record: the checks come before any look-up, and nothing may change. */
const ID = '2147483647';

interface Call {
  name: string;
  method: string;
  path: string;
  auth: DeclaredAuth | null;
}

const calls: Call[] = apiRoutes().flatMap((route: ApiRoute) =>
  route.methods.map((method) => ({ name: `${method} ${route.template}`, method, path: fillParams(route.template, ID), auth: declaredAuth(route, method) })),
);
const guarded = calls.filter((call) => !PUBLIC.has(call.name));

/** Sends every call, each with its cookie (or none), and returns those whose answer was not `status`, with what they answered. */
async function answersOtherThan(status: number, list: (Call & { cookie?: string; who?: string })[]) {
  const wrong: string[] = [];
  await inFlight(
    list.map((call) => async () => {
      const client = new ApiClient({ 'x-forwarded-for': freshIp(), ...(call.cookie && { cookie: call.cookie }) });
      const res = await client.request(call.method, call.path, call.method === 'GET' ? {} : { body: {} });
      const code = status === 401 ? 'unauthorized' : 'forbidden';
      if (res.status !== status || res.body?.code !== code)
        wrong.push(`${call.who ?? ''}${call.name} -> ${res.status} ${JSON.stringify(res.body)?.slice(0, 80)}`);
    }),
    IN_FLIGHT,
  );
  return wrong.sort();
}

/** Every guarded call with `cookie`. */
const withCookie = (cookie: string) => guarded.map((call) => ({ ...call, cookie }));

test('the sweep knows every handler: the public ones exist, every other one declares its access', () => {
  expect(guarded.length).toBeGreaterThan(100);
  expect([...PUBLIC].filter((name) => !calls.some((call) => call.name === name))).toEqual([]);
  expect(guarded.filter((call) => call.auth === null).map((call) => call.name)).toEqual([]);
  // A handler declaring no session check is public by its own account, and must be listed above to be.
  expect(
    calls.filter((call) => call.auth && call.auth.kind !== 'rule' && call.auth.kind !== 'user' && !PUBLIC.has(call.name)).map((call) => call.name),
  ).toEqual([
    // Called by a seller's systems with a bearer token, never a session: it answers 401 without one.
    'PUT /api/integrations/credit-limits',
  ]);
});

describe('without a valid session every non-public call answers 401', () => {
  let user: { id: number; email: string };
  let cookie: string;
  const secret = process.env.NEXTAUTH_SECRET;
  const claims = () => ({ sub: String(user.id), authAt: Date.now() });

  beforeAll(async () => {
    user = await createUser({ type: 'BUYER' });
    const client = await signInAs(user);
    cookie = client.cookieHeader().match(new RegExp(`${COOKIE}=([^;]+)`))![1];
  });

  /** The token with `count` characters from `at` (from the end when negative) changed. */
  const tampered = (token: string, at: number, count = 4) => {
    const start = at < 0 ? token.length + at : at;
    const part = token.slice(start, start + count);
    const changed = [...part].map((c) => (c === 'A' ? 'B' : 'A')).join('');
    return token.slice(0, start) + changed + token.slice(start + count);
  };

  test('the secret the server signs with is known here, and a token made with it is a session (the control of the forged ones)', async () => {
    expect(secret).toEqual(expect.any(String));
    const token = await encode({ token: claims(), secret: secret! });
    const res = await new ApiClient({ cookie: `${COOKIE}=${token}` }).get('/api/user');
    expect([res.status, res.body.email]).toEqual([200, user.email]);
  });

  test('without a cookie', async () => {
    expect(await answersOtherThan(401, guarded)).toEqual([]);
  });

  test('with the last characters of a valid session cookie changed', async () => {
    expect(await answersOtherThan(401, withCookie(`${COOKIE}=${tampered(cookie, -4)}`))).toEqual([]);
  });

  test('with a character of the encrypted claims changed', async () => {
    // The third of the token's five parts is the encrypted payload.
    const [head, key, iv] = cookie.split('.');
    expect(await answersOtherThan(401, withCookie(`${COOKIE}=${tampered(cookie, head.length + key.length + iv.length + 8, 1)}`))).toEqual([]);
  });

  test('with a token of the same claims signed with another secret', async () => {
    const token = await encode({ token: claims(), secret: 'another-secret-of-the-same-length-as-a-real-one-0123' });
    expect(await answersOtherThan(401, withCookie(`${COOKIE}=${token}`))).toEqual([]);
  });

  test('with a token of the server secret that has expired', async () => {
    const token = await encode({ token: claims(), secret: secret!, maxAge: -60 });
    expect(await answersOtherThan(401, withCookie(`${COOKIE}=${token}`))).toEqual([]);
  });
});

describe('a valid session the handler does not admit answers 403', () => {
  /**
   * Plain users: no roles, no admin, no account features. Each handler's rule refuses at least one
   * of them; a role or admin rule refuses all three, the right account type too.
   */
  const TYPES: AccountType[] = ['BUYER', 'SELLER', 'OPERATOR'];

  /** Whether `auth` refuses a plain user of `type`, decided from the declaration as withApi decides it. */
  function refuses(auth: DeclaredAuth, type: AccountType): boolean {
    if (auth.kind !== 'rule') return false;
    const viewer = { accountType: type, roles: [], features: [], gtcAccepted: true };
    const route = typeof auth.route === 'function' ? auth.route(type) : auth.route;
    return Boolean(
      (auth.accountTypes && !auth.accountTypes.includes(type)) ||
      auth.role ||
      auth.admin ||
      (route && checkRule(findRouteByName(route), viewer, brand().flags).action !== 'allow'),
    );
  }

  test('for every handler with an account type, role, admin or route rule', async () => {
    const ruled = guarded.filter((call) => call.auth?.kind === 'rule');
    expect(ruled.length).toBeGreaterThan(60);
    const refused = Object.fromEntries(TYPES.map((type) => [type, ruled.filter((call) => refuses(call.auth!, type))]));
    // Every rule refuses someone: a declaration this sweep read as admitting all would prove nothing.
    expect(ruled.filter((call) => !TYPES.some((type) => refused[type].includes(call))).map((call) => call.name)).toEqual([]);
    const clients = await Promise.all(TYPES.map(async (type) => signInAs(await createUser({ type, roles: [], isAdmin: false }))));
    const wrong = await answersOtherThan(
      403,
      TYPES.flatMap((type, i) => refused[type].map((call) => ({ ...call, cookie: clients[i].cookieHeader(), who: `${type}: ` }))),
    );
    expect(wrong).toEqual([]);
  });
});
