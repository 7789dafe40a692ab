import { randomUUID } from 'node:crypto';
import { percentile } from './open-loop';
import type { CheckoutRunResult } from './checkout-run';

interface Options {
  baseUrl: string;
  cookie: string;
  contractId: number;
  productId: number;
  liftingPeriodId: number;
  /** Requests in flight at once, all on the one contract. */
  connections: number;
  seconds: number;
}

/**
 * Closed loop of triggers on one contract: `connections` requests at once, each in a loop for
 * `seconds`, 1 cbm each with a fresh idempotency key. They queue on the contract's row lock, so
 * this measures how many triggers a contract takes a second, and how many wait too long (503).
 */
export async function triggerClosedLoop(options: Options): Promise<Omit<CheckoutRunResult, 'wrongRefusals'>> {
  const latencies: number[] = [];
  const refused: Record<string, number> = {};
  let ordered = 0;
  let errors = 0;
  const end = Date.now() + options.seconds * 1000;
  const headers = { cookie: options.cookie, 'content-type': 'application/json' };
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (Date.now() < end) {
        const started = performance.now();
        try {
          const res = await fetch(`${options.baseUrl}/api/triggers/orders`, {
            method: 'POST',
            headers,
            body: JSON.stringify({
              contractId: options.contractId,
              items: [{ productId: options.productId, quantity: '1' }],
              liftingPeriodId: options.liftingPeriodId,
              acceptTerms: true,
              bookingChecked: true,
              idempotencyKey: randomUUID(),
            }),
            signal: AbortSignal.timeout(10_000),
          });
          latencies.push(performance.now() - started);
          if (res.ok) ordered += 1;
          else {
            const key = `${res.status} ${((await res.json().catch(() => ({}))) as { message?: string }).message ?? ''}`.trim();
            refused[key] = (refused[key] ?? 0) + 1;
          }
        } catch {
          errors += 1;
        }
      }
    }),
  );
  const sorted = latencies.sort((a, b) => a - b);
  return { ordered, refused, errors, perSecond: ordered / options.seconds, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
}
