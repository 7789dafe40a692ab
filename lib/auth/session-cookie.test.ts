import { NextRequest, NextResponse } from 'next/server';
import { GET, POST } from '@/app/api/auth/[...nextauth]/route';
import { sql } from '@/lib/db';
import { loadSessionUser } from './load-session-user';
import { reissueSession } from './reissue-session';

/**
 * security 7: the session cookie is Secure when the platform's public address (NEXTAUTH_URL) is
 * HTTPS, and only then. The product's own next-auth route and options sign in; only the password
 * check, the claims and the database are stand-ins. next-auth reads the request's cookies and
 * headers through next/headers, which needs Next's request scope: the stand-in hands it those of
 * the request at hand.
 */
const mockRequest = { cookies: {} as Record<string, string>, headers: {} as Record<string, string> };
jest.mock('next/headers', () => ({
  cookies: async () => ({ getAll: () => Object.entries(mockRequest.cookies).map(([name, value]) => ({ name, value })) }),
  headers: async () => new Headers(mockRequest.headers),
}));
jest.mock('./verify-login', () => ({ verifyLogin: jest.fn(async () => ({ ok: true, userId: 7 })) }));
jest.mock('./viewer-claims', () => ({ viewerClaims: jest.fn(async () => ({ accountType: 'BUYER', roles: [], features: [], gtcAccepted: true })) }));
jest.mock('@/lib/db', () => ({ sql: jest.fn(async () => []), part: (strings: TemplateStringsArray, ...values: unknown[]) => ({ strings, values }), db: {} }));

const ENV = { NEXTAUTH_URL: process.env.NEXTAUTH_URL, NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET };
beforeAll(() => (process.env.NEXTAUTH_SECRET = 'a-secret-of-this-test-only-0123456789abcdef'));
afterAll(() => Object.assign(process.env, ENV));

/** Sends a request to next-auth's route as Next would hand it over, and keeps its cookies for the next call. */
async function call(jar: Map<string, string>, method: 'GET' | 'POST', action: string[], body?: Record<string, string>) {
  const url = new URL(`/api/auth/${action.join('/')}`, process.env.NEXTAUTH_URL);
  const headers = {
    host: url.host,
    ...(body && { 'content-type': 'application/x-www-form-urlencoded' }),
    cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
  };
  // Next hands the cookies over decoded.
  Object.assign(mockRequest, { cookies: Object.fromEntries([...jar].map(([k, v]) => [k, decodeURIComponent(v)])), headers });
  const req = new NextRequest(url, { method, headers, body: body && new URLSearchParams(body).toString() });
  const res = await (method === 'GET' ? GET : POST)(req, { params: Promise.resolve({ nextauth: action }) });
  for (const cookie of res.headers.getSetCookie()) {
    const [pair] = cookie.split(';');
    jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
  }
  return res;
}

/** Signs in through the route and returns the session cookie's Set-Cookie line. */
async function signIn(publicUrl: string): Promise<string | undefined> {
  process.env.NEXTAUTH_URL = publicUrl;
  const jar = new Map<string, string>();
  const { csrfToken } = (await (await call(jar, 'GET', ['csrf'])).json()) as { csrfToken: string };
  const res = await call(jar, 'POST', ['callback', 'credentials'], { csrfToken, email: 'kaeufer@example.com', password: 'x', json: 'true' });
  return res.headers.getSetCookie().find((cookie) => cookie.includes('next-auth.session-token='));
}

const attributes = (cookie: string) => cookie.split(';').map((part) => part.trim().toLowerCase());

describe('the session cookie', () => {
  it('is Secure, with the __Secure- prefix, HttpOnly and SameSite=Lax when NEXTAUTH_URL is https', async () => {
    const cookie = await signIn('https://handel.example.com');
    expect(cookie).toMatch(/^__Secure-next-auth\.session-token=/);
    expect(attributes(cookie!)).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=lax', 'path=/']));
  });

  it('is not Secure over plain http (a local start): a browser would not send it back', async () => {
    const cookie = await signIn('http://localhost:3000');
    expect(cookie).toMatch(/^next-auth\.session-token=/);
    expect(attributes(cookie!)).not.toContain('secure');
    expect(attributes(cookie!)).toContain('httponly');
  });

  it('is read back under its Secure name, and re-issued Secure after a password change', async () => {
    const cookie = await signIn('https://handel.example.com');
    const [name, value] = cookie!.split(';')[0].split(/=(.*)/);
    const req = new NextRequest('https://handel.example.com/api/user/password', { method: 'PUT', headers: { cookie: `${name}=${value}` } });
    await loadSessionUser(req);
    // The session's one statement asked for the user the cookie names.
    expect((jest.mocked(sql).mock.calls.at(-1)![1] as { values: unknown[] }).values).toContain(7);
    const res = await reissueSession(req, NextResponse.json({ success: true }), new Date());
    const reissued = res.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
    expect(attributes(reissued!)).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=lax', 'path=/']));
  });
});
