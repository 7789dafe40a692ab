import http from 'node:http';
import { ApiClient, BASE_URL, freshIp } from '../helpers/api-client';
import { createUser, db, TEST_PASSWORD } from '../helpers/factories';

/**
 * security.md over real HTTP against the running server: CSRF by Origin (6), cookie flags (7),
 * error answers (13), security headers (14), X-Account-Type (design 3) and the guard bypass (2).
 */
const EVIL = 'https://evil.example';

afterAll(() => db.$disconnect());
const BYPASS_HEADERS = [
  'middleware:middleware:middleware:middleware:middleware',
  'src/middleware:src/middleware:src/middleware:src/middleware:src/middleware',
  'proxy:proxy:proxy:proxy:proxy',
  'src/proxy:src/proxy:src/proxy:src/proxy:src/proxy',
];

async function newUser(type: 'BUYER' | 'SELLER' = 'BUYER') {
  const user = await createUser({ type });
  const client = new ApiClient({ 'x-forwarded-for': freshIp() });
  const error = await client.login(user.email, TEST_PASSWORD);
  if (error) throw new Error(`login refused: ${error}`);
  return { user, client };
}

/**
 * Write routes of ours (route handlers through withApi). The Origin check is withApi's, so a
 * route removed or renamed answers 404/405 and fails here rather than passing unnoticed. The
 * check is also covered in-process by lib/api/with-api.test.ts.
 */
const WRITES: [method: string, path: string][] = [
  ['PUT', '/api/user/-1'],
  ['POST', '/api/user'],
  ['PUT', '/api/user/password'],
  ['POST', '/api/user/two-factor/code'],
  ['PUT', '/api/user/two-factor'],
  ['PUT', '/api/account/two-factor'],
  ['PUT', '/api/account'],
  ['POST', '/api/contact'],
  ['POST', '/api/metadata/locations'],
  ['PUT', '/api/metadata/locations/1'],
  ['DELETE', '/api/metadata/locations/1'],
  ['POST', '/api/metadata/user/store/gtc-accepted'],
  ['POST', '/api/password/reset'],
  ['POST', '/api/password/reset/0123456789abcdef'],
];

describe('cross-site writes (security 6)', () => {
  test.each(WRITES)('%s %s from another site is refused with 403', async (method, path) => {
    const { client } = await newUser();
    // An empty body: should the Origin check ever let it through, validation stops it there.
    const body = method === 'DELETE' ? undefined : {};
    const res = await client.request(method, path, { body, headers: { origin: EVIL } });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'forbidden', message: 'cross_site_request' });
    // The opaque Origin of a sandboxed frame or a data: page is not ours either.
    const opaque = await client.request(method, path, { body, headers: { origin: 'null' } });
    expect(opaque.status).toBe(403);
    // The same request from our own origin passes the Origin check (whatever the handler answers).
    const own = await client.request(method, path, { body, headers: { origin: BASE_URL } });
    expect(own.body).not.toMatchObject({ message: 'cross_site_request' });
  });

  it('a PUT of the user record from another site changes nothing; the same PUT from our site does', async () => {
    const { client, user } = await newUser();
    const evil = await client.request('PUT', '/api/user/-1', { body: { firstName: 'Evil' }, headers: { origin: EVIL } });
    expect(evil.status).toBe(403);
    expect((await client.get('/api/user')).body.firstName).toBe(user.firstName);
    const own = await client.request('PUT', '/api/user/-1', { body: { firstName: 'Eigen' }, headers: { origin: BASE_URL } });
    expect(own.status).toBe(200);
    expect((await client.get('/api/user')).body.firstName).toBe('Eigen');
  });

  it('a GET with a foreign Origin still works: reads are safe', async () => {
    const { client, user } = await newUser();
    const res = await client.get('/api/user', { origin: EVIL });
    expect(res.status).toBe(200);
    expect(res.body.email).toBe(user.email);
  });
});

describe('security headers (security 14)', () => {
  test.each(['/login', '/api/user', '/'])('%s carries CSP with frame-ancestors, nosniff and HSTS', async (path) => {
    const res = await fetch(`${BASE_URL}${path}`, { redirect: 'manual' });
    expect(res.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=[1-9]\d{6,}/);
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  const scriptSrc = (res: { headers: Headers }) => /(?:^|; )script-src ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1];

  test.each([
    ['the login page', '/login', null],
    ["a seller's dashboard", '/', 'SELLER'],
  ] as const)("%s lets only scripts of this origin or with the page's own nonce run, and Next's inline scripts carry it", async (_, path, type) => {
    const client = type ? (await newUser(type)).client : new ApiClient();
    const [res, again] = [await client.get<string>(path), await client.get<string>(path)];
    expect(res.status).toBe(200);
    const sources = scriptSrc(res)!.split(' ');
    expect(sources).not.toContain("'unsafe-inline'");
    const nonce = sources.map((source) => /^'nonce-(.+)'$/.exec(source)?.[1]).find(Boolean);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(scriptSrc(again)).not.toContain(nonce);
    const scripts = [...res.body.matchAll(/<script\b([^>]*)>/g)].map(([, attributes]) => attributes);
    expect(scripts.filter((attributes) => !/\bsrc=/.test(attributes)).length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  test.each(['/api/user', '/api/openapi.json'])('%s, no page, runs nothing: its policy allows no source at all', async (path) => {
    const res = await fetch(`${BASE_URL}${path}`);
    expect(res.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
    expect(res.headers.get('content-security-policy')).not.toMatch(/script-src/);
  });
});

describe('session cookie (security 7)', () => {
  it('is set at login HttpOnly and SameSite=Lax, for the whole site', async () => {
    const user = await createUser();
    const ip = freshIp();
    const csrfRes = await fetch(`${BASE_URL}/api/auth/csrf`, { headers: { 'x-forwarded-for': ip } });
    const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
    const cookie = csrfRes.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const login = await fetch(`${BASE_URL}/api/auth/callback/credentials`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, 'x-forwarded-for': ip },
      body: new URLSearchParams({ csrfToken, email: user.email, password: TEST_PASSWORD, json: 'true' }),
    });
    const session = login.headers.getSetCookie().find((c) => /^(__Secure-)?next-auth\.session-token=/.test(c));
    expect(session).toBeDefined();
    const attributes = session!.split(';').map((a) => a.trim().toLowerCase());
    expect(attributes).toContain('httponly');
    expect(attributes).toContain('samesite=lax');
    expect(attributes).toContain('path=/');
  });
});

describe('error answers (security 13)', () => {
  it('carry the code and a request id, and no stack trace', async () => {
    const res = await new ApiClient().get('/api/user');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'unauthorized', message: expect.any(String), requestId: expect.any(String) });
    expect(res.headers.get('x-request-id')).toBe(res.body.requestId);
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/stack|\bat .+:\d+:\d+|node_modules|\.tsx?\b/);
  });

  it('a malformed body gives a 400 with a request id, not a 500 with a stack', async () => {
    const { client } = await newUser();
    const res = await fetch(`${BASE_URL}/api/user/-1`, {
      method: 'PUT',
      headers: { cookie: client.cookieHeader(), 'content-type': 'application/json', origin: BASE_URL },
      body: '{"firstName": "Ha',
    });
    const text = await res.text();
    expect(res.status).toBe(400);
    expect(JSON.parse(text)).toMatchObject({ code: 'validation', requestId: res.headers.get('x-request-id') });
    expect(text).not.toMatch(/stack|SyntaxError|\bat .+:\d+:\d+|node_modules/);
  });

  it('a broken session cookie gives the same plain 401, not a crash', async () => {
    const client = new ApiClient();
    client.setCookie('next-auth.session-token', 'not-a-jwt.%00%ff.' + 'A'.repeat(5000));
    const res = await client.get('/api/user');
    expect(res.status).toBe(401);
    expect(res.body.requestId).toEqual(expect.any(String));
    expect(JSON.stringify(res.body)).not.toMatch(/stack|node_modules/);
  });
});

describe('X-Account-Type never raises rights (design 3)', () => {
  test.each(['seller', 'SELLER', 'operator', 'admin', 'nonsense'])('a buyer sending %s gets 403', async (type) => {
    const { client } = await newUser('BUYER');
    const res = await client.get('/api/user', { 'x-account-type': type });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
  });

  it('a buyer naming its own type, or none, gets its record', async () => {
    const { client } = await newUser('BUYER');
    expect((await client.get('/api/user', { 'x-account-type': 'buyer' })).status).toBe(200);
    expect((await client.get('/api/user')).status).toBe(200);
  });

  it('a seller sending buyer gets 403 too', async () => {
    const { client } = await newUser('SELLER');
    expect((await client.get('/api/user', { 'x-account-type': 'buyer' })).status).toBe(403);
  });
});

describe('the guard-bypass header of CVE-2025-29927 (security 2)', () => {
  test.each(BYPASS_HEADERS)('GET / without a session still goes to /login (x-middleware-subrequest: %s)', async (value) => {
    for (const path of ['/', '/handelsplatz', '/orders']) {
      const res = await fetch(`${BASE_URL}${path}`, { redirect: 'manual', headers: { 'x-middleware-subrequest': value } });
      expect(res.status).toBeGreaterThanOrEqual(300);
      expect(res.status).toBeLessThan(400);
      expect(new URL(res.headers.get('location')!, BASE_URL).pathname).toBe('/login');
    }
  });

  test.each(BYPASS_HEADERS)('GET /api/user without a session still answers 401 (x-middleware-subrequest: %s)', async (value) => {
    const res = await new ApiClient().get('/api/user', { 'x-middleware-subrequest': value });
    expect(res.status).toBe(401);
  });
});

describe('request bodies (at most 1 MB)', () => {
  const JSON_CALL = { path: '/api/password/reset', type: 'application/json', body: JSON.stringify({ email: `${'x'.repeat(2_000_000)}@test.fuel` }) };
  // next-auth's login reads its form body itself, outside withApi.
  const LOGIN_FORM = { path: '/api/auth/callback/credentials', type: 'application/x-www-form-urlencoded', body: `json=true&email=${'x'.repeat(2_000_000)}` };

  /** Sends 2 MB in 64 kB pieces, with or without Content-Length, and resolves with the answer. */
  const send = (declared: boolean, call = JSON_CALL) =>
    new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
      const bytes = Buffer.from(call.body);
      const url = new URL(call.path, BASE_URL);
      const headers: Record<string, string | number> = { 'content-type': call.type, 'x-forwarded-for': freshIp() };
      if (declared) headers['content-length'] = bytes.length;
      const req = http.request(url, { method: 'POST', headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(Buffer.concat(chunks).toString() || '{}') }));
      });
      req.on('error', reject);
      let offset = 0;
      const pump = () => {
        while (offset < bytes.length) {
          const piece = bytes.subarray(offset, (offset += 64_000));
          if (!req.write(piece)) return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
    });

  it('refuses a declared 2 MB body with 413 and the problem body, keeping none of it', async () => {
    const res = await send(true);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ code: 'too_large', message: 'body_too_large', requestId: expect.any(String) });
  });

  it('refuses a chunked body without Content-Length once it passes 1 MB', async () => {
    const res = await send(false);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('body_too_large');
  });

  it('refuses a 2 MB login form, declared or chunked, before next-auth reads it', async () => {
    for (const declared of [true, false]) {
      const res = await send(declared, LOGIN_FORM);
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ code: 'too_large', message: 'body_too_large', requestId: expect.any(String) });
    }
  });

  it('still reads a body just under the limit', async () => {
    const res = await new ApiClient({ 'x-forwarded-for': freshIp() }).post('/api/password/reset', { email: 'x'.repeat(900_000) });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('email');
  });
});
