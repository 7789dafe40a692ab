/** Runs once per server process: the market's change listener, the market heartbeat and the target orders' matching, the outbox sender when SMTP is configured, the masking of expired mail secrets and the sweep of expired idempotency keys, rate-limit buckets and session revocations. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { log } = await import('@/lib/log');
  // Listening from the start: a market stream opened before the listener is up would miss changes (lib/market/open-market-stream.ts).
  const { startMarketEvents } = await import('@/lib/db-events');
  startMarketEvents();
  if (process.env.MARKET_LOOP !== 'off') {
    const { startMarketLoop } = await import('@/lib/market-window/market-loop');
    const { evaluateAlerts } = await import('@/lib/alerts/evaluate-alerts');
    const { evaluateTargetOrders } = await import('@/lib/target-orders/evaluate-target-orders');
    const { matchOnOfferChanges } = await import('@/lib/target-orders/match-on-change');
    const { brand } = await import('@/lib/env');
    // Target orders first: a fill is a purchase, an alert only a mail about the prices left.
    startMarketLoop([async (windowId) => void (await evaluateTargetOrders(windowId)), evaluateAlerts]);
    // And within a window, when a seller's rule or offer change moves a price.
    matchOnOfferChanges(brand().platformId);
  }
  const { maskExpiredSecrets, sendOutbox } = await import('@/lib/mail/send-outbox');
  if (process.env.SMTP_URL) {
    setInterval(() => {
      sendOutbox().catch((error) => log.error({ err: error }, 'outbox run failed'));
    }, 10_000).unref();
  }
  setInterval(() => {
    maskExpiredSecrets().catch((error) => log.error({ err: error }, 'masking expired mail secrets failed'));
  }, 60_000).unref();
  const { deleteExpiredKeys } = await import('@/lib/api/idempotency');
  const { deleteExpiredBuckets } = await import('@/lib/auth/rate-limit');
  const { deleteExpiredRevocations } = await import('@/lib/auth/end-session');
  const { deleteExpiredLoginLocks } = await import('@/lib/auth/login-lock');
  setInterval(() => {
    deleteExpiredKeys().catch((error) => log.error({ err: error }, 'deleting expired idempotency keys failed'));
    deleteExpiredBuckets().catch((error) => log.error({ err: error }, 'deleting expired rate-limit buckets failed'));
    deleteExpiredRevocations().catch((error) => log.error({ err: error }, 'deleting expired session revocations failed'));
    deleteExpiredLoginLocks().catch((error) => log.error({ err: error }, 'deleting expired login locks failed'));
  }, 600_000).unref();
}
