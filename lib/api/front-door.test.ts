import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AdmissionGate } from './domain/admission-gate';
import { frontDoor } from './front-door';
import { expectCalls, giveBackPlace } from './gate-place';

/**
 * The front door over real HTTP with a tiny gate (one call at work, one waiting) and a stand-in
 * for Next whose API calls hold until the test lets them go.
 */
describe('the front door under overload', () => {
  const held: (() => void)[] = [];
  const handled: string[] = [];
  const refusals: number[] = [];
  let server: http.Server;
  let base: string;
  const gate = new AdmissionGate({ concurrent: 1, queued: 1, maxWaitMs: 60_000 });

  beforeAll(async () => {
    const next = (req: http.IncomingMessage, res: http.ServerResponse) => {
      handled.push(req.url!);
      const answer = () => res.end('ok');
      if (req.url!.startsWith('/api/hold')) held.push(answer);
      else answer();
    };
    server = http.createServer(frontDoor(next, { gate, onRefused: (n) => refusals.push(n) }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const until = async (condition: () => boolean) => {
    while (!condition()) await new Promise((r) => setTimeout(r, 5));
  };

  test('beyond the places and the queue an API call answers 503 with Retry-After at once, never reaching Next; the queued one runs later', async () => {
    const working = fetch(`${base}/api/hold/1`);
    await until(() => held.length === 1);
    const queued = fetch(`${base}/api/hold/2`);
    await new Promise((r) => setTimeout(r, 50));
    expect(handled.filter((u) => u.startsWith('/api/hold'))).toHaveLength(1);

    const shed = await fetch(`${base}/api/offers?x=1`);
    expect(shed.status).toBe(503);
    expect(shed.headers.get('retry-after')).toBe('1');
    expect(await shed.json()).toEqual({ code: 'unavailable', message: 'try_again_later', requestId: shed.headers.get('x-request-id') });
    expect(handled).not.toContain('/api/offers?x=1');

    // Probes, next-auth's calls (logins answer overload themselves) and pages are never shed.
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    expect((await fetch(`${base}/api/auth/callback/credentials`, { method: 'POST' })).status).toBe(200);
    expect((await fetch(`${base}/api/ping`)).status).toBe(200);
    expect((await fetch(`${base}/login`)).status).toBe(200);

    held.shift()!();
    expect((await working).status).toBe(200);
    await until(() => held.length === 1);
    held.shift()!();
    expect((await queued).status).toBe(200);

    // The place is given back: the next call works.
    expect((await fetch(`${base}/api/user`)).status).toBe(200);
    await until(() => refusals.length > 0);
    expect(refusals).toEqual([1]);
  });

  test('calls a route handler said the instance set off (a new window pushed to its screens) wait for a place instead of 503', async () => {
    const working = fetch(`${base}/api/hold/a`);
    await until(() => held.length === 1);
    const queued = fetch(`${base}/api/hold/b`);
    await new Promise((r) => setTimeout(r, 50));
    // Through the module the route handlers use (Next bundles its own copy; both reach one gate).
    expectCalls(2, 60_000);
    const expected = [fetch(`${base}/api/hold/c`), fetch(`${base}/api/hold/d`)];
    await new Promise((r) => setTimeout(r, 50));
    expect((await fetch(`${base}/api/offers?x=2`)).status).toBe(503);
    for (let left = 4; left > 0; left--) {
      await until(() => held.length === 1);
      held.shift()!();
    }
    expect((await Promise.all([working, queued, ...expected])).map((r) => r.status)).toEqual([200, 200, 200, 200]);
  });

  test('a call whose client went away while it waited gives its place back once admitted and never reaches Next', async () => {
    const working = fetch(`${base}/api/hold/working`);
    await until(() => held.length === 1);
    const leaving = new AbortController();
    const gone = fetch(`${base}/api/hold/gone`, { signal: leaving.signal }).catch(() => 'gone');
    await until(() => gate.load.waiting === 1);
    leaving.abort();
    expect(await gone).toBe('gone');
    // The server sees the connection end before the place frees up.
    await new Promise((r) => setTimeout(r, 50));
    held.shift()!();
    expect((await working).status).toBe(200);
    // Kept by the call nobody waits for, the place would be lost for good: with every place lost, every call answers 503.
    const deadline = Date.now() + 2_000;
    await until(() => gate.load.running === 0 || Date.now() > deadline);
    expect(gate.load.running).toBe(0);
    expect(handled).not.toContain('/api/hold/gone');
    const next = fetch(`${base}/api/hold/next`);
    await until(() => held.length === 1);
    held.shift()!();
    expect((await next).status).toBe(200);
  });
});

describe('the caller address the front door passes on', () => {
  const serve = async (trustedProxies: number) => {
    const server = http.createServer(
      frontDoor((req, res) => res.end(String(req.headers['x-client-address'])), {
        gate: new AdmissionGate({ concurrent: 5, queued: 0, maxWaitMs: 0 }),
        trustedProxies,
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  };

  test('without trusted proxies it is the socket peer: neither X-Forwarded-For nor a forged header moves it', async () => {
    const { server, base } = await serve(0);
    try {
      const seen = await (
        await fetch(`${base}/api/auth/callback/credentials`, { headers: { 'x-forwarded-for': '198.51.100.7', 'x-client-address': '198.51.100.8' } })
      ).text();
      expect(seen).toBe('127.0.0.1');
    } finally {
      server.close();
    }
  });

  test('without trusted proxies two callers on different addresses get two addresses, whatever X-Forwarded-For they send', async () => {
    const { server, base } = await serve(0);
    // The loopback network answers on every 127.x address, so two local sockets stand for two hosts.
    const from = (localAddress: string, forwardedFor: string) =>
      new Promise<string>((resolve, reject) => {
        http
          .get(`${base}/api/auth/callback/credentials`, { localAddress, headers: { 'x-forwarded-for': forwardedFor } }, (res) => {
            let text = '';
            res.on('data', (chunk) => (text += chunk));
            res.on('end', () => resolve(text));
          })
          .on('error', reject);
      });
    try {
      // Both claim to be the same forwarded client; each still keeps its own address (its own bucket).
      expect(await from('127.0.0.2', '198.51.100.7')).toBe('127.0.0.2');
      expect(await from('127.0.0.3', '198.51.100.7')).toBe('127.0.0.3');
    } finally {
      server.close();
    }
  });

  test('behind one proxy it is the address the proxy appended', async () => {
    const { server, base } = await serve(1);
    try {
      const seen = await (await fetch(`${base}/login`, { headers: { 'x-forwarded-for': 'forged, 198.51.100.7', 'x-client-address': 'forged' } })).text();
      expect(seen).toBe('198.51.100.7');
    } finally {
      server.close();
    }
  });
});

describe('an event stream at the front door', () => {
  test('takes a place while it opens and gives it back once its headers are sent, though it stays open', async () => {
    const open: http.ServerResponse[] = [];
    const server = http.createServer(
      frontDoor(
        (req, res) => {
          if (req.url!.startsWith('/api/market/stream') || req.url!.startsWith('/api/hold')) {
            res.writeHead(200, { 'content-type': 'text/event-stream' });
            res.write(': open\n\n');
            open.push(res);
          } else res.end('ok');
        },
        { gate: new AdmissionGate({ concurrent: 1, queued: 0, maxWaitMs: 0 }) },
      ),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const stream = await fetch(`${base}/api/market/stream`);
      expect(stream.status).toBe(200);
      expect((await fetch(`${base}/api/user`)).status).toBe(200);
      // Any other call holds its place until its answer ends.
      const held = await fetch(`${base}/api/hold`);
      expect(held.status).toBe(200);
      expect((await fetch(`${base}/api/user`)).status).toBe(503);
      for (const res of open) res.end();
      await Promise.all([stream.text(), held.text()]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('a call that only waits for another call', () => {
  test('gives its place back while it waits, so a new call comes in instead of being refused', async () => {
    const waiting: http.ServerResponse[] = [];
    const server = http.createServer(
      frontDoor(
        (req, res) => {
          if (req.url!.startsWith('/api/wait')) {
            // As the market answer does when another screen of the company is building it.
            setTimeout(() => {
              giveBackPlace();
              res.writeHead(200);
              res.write('waiting');
              waiting.push(res);
            }, 1);
          } else res.end('ok');
        },
        { gate: new AdmissionGate({ concurrent: 1, queued: 0, maxWaitMs: 0 }) },
      ),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const waiter = await fetch(`${base}/api/wait`);
      expect(waiter.status).toBe(200);
      expect((await fetch(`${base}/api/user`)).status).toBe(200);
    } finally {
      for (const res of waiting) res.end();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
