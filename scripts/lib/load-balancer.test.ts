import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startLoadBalancer } from './load-balancer';

/**
 * deploy/haproxy.cfg, as the tests and docker-compose.yml run it, in front of a stand-in instance
 * whose API calls take as long as the test says: an instance's API places are bounded at the load
 * balancer, a call beyond them gets the instance's own refusal within about a second, and what
 * the instance never refuses (logins, probes, market streams) is not held back.
 */
const PLACES = 80;
let instance: http.Server;
let stop: () => Promise<void>;
let base = '';
const held: http.ServerResponse[] = [];
/** The market calls the instance received. */
let marketCalls = 0;

beforeAll(async () => {
  instance = http.createServer((req, res) => {
    if (req.url === '/api/held') return void held.push(res);
    if (req.url === '/api/v2/offers') marketCalls += 1;
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  await new Promise<void>((resolve) => instance.listen(0, '127.0.0.1', resolve));
  const port = (instance.address() as AddressInfo).port;
  const balancerPort = await freePort();
  stop = await startLoadBalancer(balancerPort, [`http://127.0.0.1:${port}`]);
  base = `http://127.0.0.1:${balancerPort}`;
});

afterAll(async () => {
  for (const res of held) res.end();
  await stop?.();
  instance.closeAllConnections();
  await new Promise((resolve) => instance.close(resolve));
});

async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A GET through the load balancer on a connection of its own: status, headers, body and how long it took. */
function get(path: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string; ms: number }> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { agent: false }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body, ms: performance.now() - start }));
      })
      .on('error', reject);
  });
}

test("beyond an instance's API places a call gets its refusal within about a second; logins, probes and streams pass", async () => {
  // Every place taken by a call the instance is still working on.
  const working = Array.from({ length: PLACES }, () => get('/api/held'));
  while (held.length < PLACES) await new Promise((resolve) => setTimeout(resolve, 20));

  const refused = await get('/api/v2/offers');
  expect(refused.status).toBe(503);
  expect(refused.headers['retry-after']).toBe('1');
  expect(refused.headers['content-type']).toBe('application/json');
  expect(JSON.parse(refused.body)).toEqual({ code: 'unavailable', message: 'try_again_later', requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  // It waited for a place (timeout queue 1s), not for the instance's time-out.
  expect(refused.ms).toBeGreaterThanOrEqual(900);
  expect(refused.ms).toBeLessThan(3_000);
  expect(marketCalls).toBe(0);

  for (const path of ['/api/auth/csrf', '/api/ping', '/api/health', '/api/market/stream', '/handelsplatz']) {
    expect((await get(path)).status).toBe(200);
  }

  // A place given back takes the next call.
  held.shift()!.end();
  expect((await get('/api/v2/offers')).status).toBe(200);
  expect(marketCalls).toBe(1);
  for (const res of held.splice(0)) res.end();
  expect((await Promise.all(working)).map((r) => r.status)).toEqual(Array(PLACES).fill(200));
});
