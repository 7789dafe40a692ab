/** Runs once per server process: starts the outbox sender when SMTP is configured. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || !process.env.SMTP_URL) return;
  const { sendOutbox } = await import('@/lib/mail/send-outbox');
  const { log } = await import('@/lib/log');
  setInterval(() => {
    sendOutbox().catch((error) => log.error({ err: error }, 'outbox run failed'));
  }, 10_000).unref();
}
