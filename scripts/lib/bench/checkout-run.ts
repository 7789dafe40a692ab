import { randomUUID } from 'node:crypto';
import { percentile } from './open-loop';

export interface CheckoutRunResult {
  ordered: number;
  refused: Record<string, number>;
  /** Connection errors and time-outs. */
  errors: number;
  perSecond: number;
  p50: number;
  p99: number;
}

interface Options {
  baseUrl: string;
  /** One Cookie header per buyer. */
  cookies: string[];
  offerIds: number[];
  seconds: number;
}

/** One buyer's purchase: one of the offers in a basket, then ordered with a fresh idempotency key. */
function purchase(options: Options, tally: Tally, worker: number, i: number): Promise<void> {
  const headers = { cookie: options.cookies[worker % options.cookies.length], 'content-type': 'application/json' };
  const offerId = options.offerIds[(worker + i) % options.offerIds.length];
  const timeout = AbortSignal.timeout(10_000);
  return (async () => {
    const basket = await fetch(`${options.baseUrl}/api/baskets`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ offerId, quantity: '1' }),
      signal: timeout,
    });
    if (!basket.ok) return tally.refuse(`basket ${basket.status}`);
    const { _id } = (await basket.json()) as { _id: string };
    const started = performance.now();
    const res = await fetch(`${options.baseUrl}/api/baskets/${_id}/checkout`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ idempotencyKey: randomUUID(), termsAccepted: true, orderChecked: true }),
      signal: timeout,
    });
    tally.latencies.push(performance.now() - started);
    if (res.ok) tally.ordered += 1;
    else tally.refuse(`${res.status} ${((await res.json().catch(() => ({}))) as { message?: string }).message ?? ''}`.trim());
  })().catch(() => {
    tally.errors += 1;
  });
}

class Tally {
  latencies: number[] = [];
  refused: Record<string, number> = {};
  ordered = 0;
  errors = 0;
  refuse(key: string) {
    this.refused[key] = (this.refused[key] ?? 0) + 1;
  }
  result(seconds: number): CheckoutRunResult {
    const sorted = this.latencies.sort((a, b) => a - b);
    // Placed orders only: a refused checkout is no checkout.
    return {
      ordered: this.ordered,
      refused: this.refused,
      errors: this.errors,
      perSecond: this.ordered / seconds,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
    };
  }
}

/**
 * Closed loop: every buyer at once, each in a loop for `seconds`. Latency is the checkout call's;
 * refusals count by message key.
 */
export async function checkoutClosedLoop(options: Options): Promise<CheckoutRunResult> {
  const tally = new Tally();
  const end = Date.now() + options.seconds * 1000;
  await Promise.all(
    options.cookies.map(async (_, worker) => {
      for (let i = 0; Date.now() < end; i++) await purchase(options, tally, worker, i);
    }),
  );
  return tally.result(options.seconds);
}

/**
 * Open loop: purchase i starts at start + i / rate, whoever is still waiting; the buyers take
 * turns. Latency is the checkout call's, so queueing in the server shows in it.
 */
export async function checkoutOpenLoop(options: Options & { rate: number }): Promise<CheckoutRunResult> {
  const tally = new Tally();
  const total = Math.round(options.rate * options.seconds);
  const start = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const wait = start + (i * 1000) / options.rate - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(purchase(options, tally, i, Math.floor(i / options.cookies.length)));
  }
  await Promise.all(pending);
  return tally.result((performance.now() - start) / 1000);
}
