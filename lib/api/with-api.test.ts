import { NextRequest } from 'next/server';
import { withApi } from './with-api';

/**
 * The Origin check of withApi (security 6) in-process, so it is proven even while no write route
 * of ours exists yet; tests/api/security.test.ts checks the same over HTTP on the real routes.
 */
const handler = jest.fn(() => ({ ok: true }));
const route = withApi({ auth: 'user', handler });
const call = (method: string, headers: Record<string, string>) =>
  route(new NextRequest('http://app.example/api/thing', { method, headers: { host: 'app.example', ...headers } }), {
    params: Promise.resolve({}),
  });

beforeEach(() => handler.mockClear());

describe('withApi Origin check', () => {
  test.each(['POST', 'PUT', 'PATCH', 'DELETE'])('%s from another site: 403 before the session is even read', async (method) => {
    for (const origin of ['https://evil.example', 'null', 'http://app.example.evil.example', 'https://app.example:8443']) {
      const res = await call(method, { origin });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: 'forbidden', message: 'cross_site_request', requestId: expect.any(String) });
    }
    expect(handler).not.toHaveBeenCalled();
  });

  test.each(['POST', 'DELETE'])('%s from our own origin, or without Origin, goes on to the session check', async (method) => {
    for (const headers of [{ origin: 'http://app.example' }, {}] as Record<string, string>[]) {
      const res = await call(method, headers);
      expect(res.status).toBe(401);
    }
  });

  it('believes the proxy host of the request for the comparison', async () => {
    const res = await call('POST', { origin: 'https://shop.example', 'x-forwarded-host': 'shop.example' });
    expect(res.status).toBe(401);
  });

  it('does not check reads: a GET with a foreign Origin is judged by its session only', async () => {
    const res = await call('GET', { origin: 'https://evil.example' });
    expect(res.status).toBe(401);
  });
});
