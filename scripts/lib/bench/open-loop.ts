import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface LoadResult {
  /** Answers per second: every answer in the open loop (its statuses are listed), 200s only in the closed loop. */
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors and time-outs. */
  errors: number;
  /** Status code -> count, for every answer. */
  statuses: Record<number, number>;
  /** 429 and 503 answers without a Retry-After header. */
  withoutRetryAfter: number;
}

/**
 * Open loop: request i is due at start + i / rate, whether or not earlier requests have been
 * answered, and its latency counts from that due time. A slow server therefore shows up as
 * growing latency and errors instead of quietly lowering the request rate (the "coordinated
 * omission" of closed-loop tools). autocannon's overallRate is not this: each connection still
 * waits for its answer and only caps requests per second, so it cannot be used here. Its
 * connections are open before it starts (openSockets).
 */
export async function openLoop(options: {
  url: string;
  headers: Record<string, string>;
  rate: number;
  seconds: number;
  timeoutMs?: number;
}): Promise<LoadResult> {
  const { url, headers, rate, seconds, timeoutMs = 10_000 } = options;
  // Enough sockets for the arrivals; beyond that requests queue in the agent, and the queueing
  // time is part of the measured latency because it counts from the due time.
  const agent = await connectedAgent(url, Math.ceil(rate));
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  const pending: Promise<void>[] = [];
  let errors = 0;
  let withoutRetryAfter = 0;

  const fire = (due: number) =>
    new Promise<void>((resolve) => {
      const req = http.get(url, { agent, headers, timeout: timeoutMs }, (res) => {
        res.resume();
        res.on('end', () => {
          latencies.push(performance.now() - due);
          statuses[res.statusCode ?? 0] = (statuses[res.statusCode ?? 0] ?? 0) + 1;
          if ((res.statusCode === 429 || res.statusCode === 503) && !res.headers['retry-after']) withoutRetryAfter++;
          resolve();
        });
      });
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        errors++;
        resolve();
      });
    });

  const total = Math.max(1, Math.round(rate * seconds));
  const interval = 1000 / rate;
  const start = performance.now();
  await new Promise<void>((done) => {
    let sent = 0;
    const tick = () => {
      const now = performance.now();
      for (; sent < total && start + sent * interval <= now; sent++) pending.push(fire(start + sent * interval));
      if (sent < total) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
      else done();
    };
    tick();
  });
  await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / elapsed, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), errors, statuses, withoutRetryAfter };
}

/** The most connections an open loop holds at once. */
const SOCKETS = 512;

/**
 * A keep-alive agent of at most SOCKETS connections to the server of `url`, `count` of them open
 * (openSockets): the client of an open loop.
 */
export async function connectedAgent(url: string, count: number): Promise<http.Agent> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: SOCKETS });
  await openSockets(agent, new URL('/api/ping', url).href, Math.min(SOCKETS, count));
  return agent;
}

/**
 * Opens `count` keep-alive connections before the timed run, each with one call of the bare route,
 * as clients that are already connected. Opened as the run starts, hundreds of new connections
 * at once are what the first calls wait for (at twice the market's rate, up to 6 s; with the
 * connections open, its p99 was 221 ms), and the run would time the connection storm of its own
 * start rather than the calls.
 */
async function openSockets(agent: http.Agent, pingUrl: string, count: number) {
  await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<void>((resolve) => {
          const req = http.get(pingUrl, { agent }, (res) => {
            res.resume();
            res.on('end', resolve);
          });
          req.on('error', () => resolve());
        }),
    ),
  );
}

/** The q-quantile of ascending latencies. */
export function percentile(sorted: number[], q: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}
