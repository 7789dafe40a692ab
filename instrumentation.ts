/** Runs once per server process: the market heartbeat, and the outbox sender when SMTP is configured. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { log } = await import('@/lib/log');
  if (process.env.MARKET_LOOP !== 'off') {
    const { startMarketLoop } = await import('@/lib/market-window/market-loop');
    const { evaluateAlerts } = await import('@/lib/alerts/evaluate-alerts');
    startMarketLoop([evaluateAlerts]);
  }
  if (process.env.SMTP_URL) {
    const { sendOutbox } = await import('@/lib/mail/send-outbox');
    setInterval(() => {
      sendOutbox().catch((error) => log.error({ err: error }, 'outbox run failed'));
    }, 10_000).unref();
  }
}
