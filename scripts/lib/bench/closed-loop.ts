import autocannon from 'autocannon';
import type { LoadResult } from './open-loop';

/** Closed loop: `connections` clients, each sending its next request as soon as the answer is in. */
export async function closedLoop(options: { url: string; headers: Record<string, string>; connections: number; seconds: number }): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    headers: options.headers,
    connections: options.connections,
    duration: options.seconds,
    timeout: 10,
  });
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [Number(code), count]));
  return {
    // Answered calls only: a server that refuses fast must not look like one that serves fast.
    rps: (statuses[200] ?? 0) / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    statuses,
    // autocannon does not keep headers; the open loop checks Retry-After.
    withoutRetryAfter: 0,
  };
}
