import { NextRequest } from 'next/server';
import { AppError } from './errors';
import { withApi } from './with-api';

/**
 * Load shedding and Retry-After in withApi, in-process with a tiny gate: one request at work,
 * one waiting. The gate is sized at first use, so these settings apply to this file only.
 */
process.env.API_MAX_CONCURRENT = '1';
process.env.API_MAX_QUEUED = '1';
process.env.API_QUEUE_WAIT_MS = '60000';
afterAll(() => {
  delete process.env.API_MAX_CONCURRENT;
  delete process.env.API_MAX_QUEUED;
  delete process.env.API_QUEUE_WAIT_MS;
});

const call = (route: ReturnType<typeof withApi>) => route(new NextRequest('http://app.example/api/thing'), { params: Promise.resolve({}) });

function blockingRoute() {
  const gates: (() => void)[] = [];
  const handler = jest.fn(() => new Promise((resolve) => gates.push(() => resolve({ ok: true }))));
  return { route: withApi({ auth: 'public', handler }), handler, finishNext: () => gates.shift()!() };
}

async function until(condition: () => boolean) {
  while (!condition()) await new Promise((r) => setImmediate(r));
}

describe('withApi under overload', () => {
  test('beyond the places and the queue the answer is an immediate 503 with Retry-After; the queued one runs later', async () => {
    const { route, handler, finishNext } = blockingRoute();
    const working = call(route);
    await until(() => handler.mock.calls.length === 1);
    const queued = call(route);

    const shed = await call(route);
    expect(shed.status).toBe(503);
    expect(shed.headers.get('retry-after')).toBe('1');
    expect(await shed.json()).toEqual({ code: 'unavailable', message: 'try_again_later', requestId: expect.any(String) });
    expect(handler).toHaveBeenCalledTimes(1);

    finishNext();
    expect((await working).status).toBe(200);
    await until(() => handler.mock.calls.length === 2);
    finishNext();
    expect((await queued).status).toBe(200);
  });

  test('a call without a session (probes, the bare baseline) is never shed', async () => {
    const { route, handler, finishNext } = blockingRoute();
    const working = call(route);
    await until(() => handler.mock.calls.length === 1);
    const queued = call(route);
    expect((await call(route)).status).toBe(503);

    const probe = await call(withApi({ auth: 'none', handler: () => ({ ok: true }) }));
    expect(probe.status).toBe(200);

    finishNext();
    await working;
    await until(() => handler.mock.calls.length === 2);
    finishNext();
    await queued;
  });

  test('a failed call gives its place back', async () => {
    const failing = withApi({
      auth: 'public',
      handler: () => {
        throw new AppError('trading', 'volume_insufficient');
      },
    });
    for (let i = 0; i < 3; i++) expect((await call(failing)).status).toBe(422);
  });

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
