import { randomUUID } from 'node:crypto';
import { signIn } from './sign-in';

export interface CheckoutRunResult {
  ordered: number;
  refused: Record<string, number>;
  perSecond: number;
  p50: number;
  p99: number;
}

/**
 * 50 buyers at once, each in a loop for `seconds`: put one of the 20 offers in a basket, then order
 * it with a fresh idempotency key. Latency is the checkout call's; refusals count by message key.
 */
export async function checkoutRun(options: { baseUrl: string; buyers: string[]; password: string; offerIds: number[]; seconds: number }): Promise<CheckoutRunResult> {
  const cookies = await Promise.all(options.buyers.map((email) => signIn(options.baseUrl, email, options.password)));
  const latencies: number[] = [];
  const refused: Record<string, number> = {};
  let ordered = 0;
  const end = Date.now() + options.seconds * 1000;
  await Promise.all(
    cookies.map(async (cookie, worker) => {
      const headers = { cookie, 'content-type': 'application/json' };
      for (let i = 0; Date.now() < end; i++) {
        const offerId = options.offerIds[(worker + i) % options.offerIds.length];
        const basket = await fetch(`${options.baseUrl}/api/baskets`, { method: 'POST', headers, body: JSON.stringify({ offerId, quantity: '1' }) });
        if (!basket.ok) {
          const key = `basket ${basket.status}`;
          refused[key] = (refused[key] ?? 0) + 1;
          continue;
        }
        const { _id } = (await basket.json()) as { _id: string };
        const started = performance.now();
        const res = await fetch(`${options.baseUrl}/api/baskets/${_id}/checkout`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ idempotencyKey: randomUUID(), termsAccepted: true, orderChecked: true }),
        });
        latencies.push(performance.now() - started);
        if (res.ok) ordered += 1;
        else {
          const key = `${res.status} ${((await res.json().catch(() => ({}))) as { message?: string }).message ?? ''}`.trim();
          refused[key] = (refused[key] ?? 0) + 1;
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { ordered, refused, perSecond: latencies.length / options.seconds, p50: at(0.5), p99: at(0.99) };
}
