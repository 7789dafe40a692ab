import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { connectedAgent, percentile } from './open-loop';

export interface CheckoutRunResult {
  ordered: number;
  refused: Record<string, number>;
  /** Connection errors and time-outs. */
  errors: number;
  /** Refusals other than 429 and 503, and 429 or 503 without Retry-After: what overload must never answer. */
  wrongRefusals: number;
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
  /** A purchase not answered within this counts as an error (a time-out). */
  timeoutMs?: number;
}

/** An answer as the runs need it. */
interface Reply {
  status: number;
  ok: boolean;
  retryAfter: string | null;
  body: Buffer;
}

/**
 * One POST of JSON on the run's keep-alive agent. node:http, as the market's scale runs ask: a light
 * client on the server's two cores (fetch's own work per call took about a tenth of them). A call
 * not answered by `timeout` fails.
 */
function postJson(agent: http.Agent, url: string, cookie: string, body: unknown, timeout: AbortSignal, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', agent, signal: timeout, headers: { cookie, 'content-type': 'application/json', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        resolve({
          status,
          ok: status >= 200 && status < 300,
          retryAfter: (res.headers['retry-after'] as string | undefined) ?? null,
          body: Buffer.concat(chunks),
        });
      });
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

/** A new basket of one offer as the browser's "In den Warenkorb" creates it: keyed, so a retry after a lost answer creates nothing twice. */
function createBasket(agent: http.Agent, baseUrl: string, cookie: string, offerId: number, timeout: AbortSignal): Promise<Reply> {
  return postJson(agent, `${baseUrl}/api/baskets`, cookie, { offerId, quantity: '1' }, timeout, { 'idempotency-key': randomUUID() });
}

/**
 * One buyer's purchase as the browser makes it: one of the offers in a basket (with an
 * Idempotency-Key), then ordered with a fresh key. Timed from the basket call's start: the
 * purchase is both calls.
 */
function purchase(options: Options, agent: http.Agent, tally: Tally, worker: number, i: number, due = performance.now()): Promise<void> {
  const cookie = options.cookies[worker % options.cookies.length];
  const offerId = options.offerIds[(worker + i) % options.offerIds.length];
  const timeout = AbortSignal.timeout(options.timeoutMs ?? 10_000);
  return (async () => {
    const basket = await createBasket(agent, options.baseUrl, cookie, offerId, timeout);
    if (!basket.ok) return tally.refuse(`basket ${basket.status}`, basket);
    const { _id } = JSON.parse(basket.body.toString()) as { _id: string };
    const res = await postJson(
      agent,
      `${options.baseUrl}/api/baskets/${_id}/checkout`,
      cookie,
      { idempotencyKey: randomUUID(), termsAccepted: true, orderChecked: true },
      timeout,
    );
    if (res.ok) {
      tally.latencies.push(performance.now() - due);
      tally.ordered += 1;
    } else tally.refuse(`${res.status} ${((JSON.parse(res.body.toString() || '{}') as { message?: string }).message ?? '').trim()}`.trim(), res);
  })().catch(() => {
    tally.errors += 1;
  });
}

/** The keep-alive agent of one run: connections are kept and reused, as many at once as calls are open. */
const runAgent = () => new http.Agent({ keepAlive: true, maxSockets: Infinity });

class Tally {
  latencies: number[] = [];
  refused: Record<string, number> = {};
  ordered = 0;
  errors = 0;
  wrongRefusals = 0;
  refuse(key: string, res: Reply) {
    this.refused[key] = (this.refused[key] ?? 0) + 1;
    if (![429, 503].includes(res.status) || !res.retryAfter) this.wrongRefusals += 1;
  }
  result(seconds: number): CheckoutRunResult {
    const sorted = this.latencies.sort((a, b) => a - b);
    // Placed orders only: a refused checkout is no checkout, and its latency is not a purchase's.
    return {
      ordered: this.ordered,
      refused: this.refused,
      errors: this.errors,
      wrongRefusals: this.wrongRefusals,
      perSecond: this.ordered / seconds,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
    };
  }
}

/**
 * Closed loop: every buyer at once, each in a loop for `seconds`. Latency is the purchase's (basket
 * and checkout); refusals count by message key.
 */
export async function checkoutClosedLoop(options: Options): Promise<CheckoutRunResult> {
  const tally = new Tally();
  const agent = runAgent();
  const end = Date.now() + options.seconds * 1000;
  await Promise.all(
    options.cookies.map(async (_, worker) => {
      for (let i = 0; Date.now() < end; i++) await purchase(options, agent, tally, worker, i);
    }),
  );
  agent.destroy();
  return tally.result(options.seconds);
}

/**
 * Open loop: purchase i is due at start + i / rate, whoever is still waiting; the buyers take
 * turns. Latency counts from the due time to the order's answer, so queueing shows in it. Its
 * connections are open before it starts and at most 512, as every open loop's (connectedAgent):
 * opened as calls came, each call waiting found a new one, and on a busy server those new
 * connections waited seconds to be accepted (Node takes one per turn of its event loop).
 */
export async function checkoutOpenLoop(options: Options & { rate: number }): Promise<CheckoutRunResult> {
  const tally = new Tally();
  const agent = await connectedAgent(options.baseUrl, Math.ceil(options.rate));
  const total = Math.round(options.rate * options.seconds);
  const start = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / options.rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(purchase(options, agent, tally, i, Math.floor(i / options.cookies.length), due));
  }
  await Promise.all(pending);
  agent.destroy();
  return tally.result((performance.now() - start) / 1000);
}

export interface BurstResult {
  /** The slowest answer, from the common start, ms. */
  slowest: number;
  answered: number;
  refused: Record<string, number>;
  errors: number;
}

/** One basket click per buyer, all at once (each with its own Idempotency-Key), on one of the offers each. */
export async function basketBurst(options: { baseUrl: string; cookies: string[]; offerIds: number[] }): Promise<BurstResult> {
  const refused: Record<string, number> = {};
  let errors = 0;
  let answered = 0;
  let slowest = 0;
  const agent = runAgent();
  const start = performance.now();
  await Promise.all(
    options.cookies.map(async (cookie, i) => {
      try {
        const res = await createBasket(agent, options.baseUrl, cookie, options.offerIds[i % options.offerIds.length], AbortSignal.timeout(10_000));
        slowest = Math.max(slowest, performance.now() - start);
        if (res.ok) answered += 1;
        else refused[res.status] = (refused[res.status] ?? 0) + 1;
      } catch {
        errors += 1;
        slowest = Infinity;
      }
    }),
  );
  agent.destroy();
  return { slowest, answered, refused, errors };
}
