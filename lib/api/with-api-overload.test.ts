import { NextRequest } from 'next/server';
import { AppError } from './errors';
import { withApi } from './with-api';

/** Retry-After and the 503 of a database that cannot take the call, in-process. */
const call = (route: ReturnType<typeof withApi>) => route(new NextRequest('http://app.example/api/thing'), { params: Promise.resolve({}) });

describe('withApi refusals a client can retry', () => {
  test('a rate limit answers 429 with Retry-After from the limit window', async () => {
    const limited = withApi({
      auth: 'public',
      handler: () => {
        throw new AppError('rate_limited', 'too_many_requests', { retryAfterSeconds: 17 });
      },
    });
    const res = await call(limited);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('17');
  });

  test('a database that cannot take the call answers 503 with Retry-After, not 500', async () => {
    const route = withApi({
      auth: 'public',
      handler: () => {
        throw Object.assign(new Error('canceling statement due to lock timeout'), { code: '55P03', severity: 'ERROR' });
      },
    });
    const res = await call(route);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('1');
    expect(await res.json()).toEqual({ code: 'unavailable', message: 'try_again_later', requestId: expect.any(String) });
  });

  test('any other error stays a 500 without Retry-After', async () => {
    const route = withApi({
      auth: 'public',
      handler: () => {
        throw new TypeError('bug');
      },
    });
    const res = await call(route);
    expect(res.status).toBe(500);
    expect(res.headers.get('retry-after')).toBeNull();
  });
});
