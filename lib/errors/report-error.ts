import { log } from '@/lib/log';

/**
 * The error-reporting path: always the log; also ERROR_REPORTING_DSN (an HTTP endpoint taking
 * JSON) when configured. Never throws: reporting must not break what it reports on.
 */
export async function reportError(message: string, context: Record<string, unknown> = {}) {
  log.error({ ...context, reported: true }, message);
  const dsn = process.env.ERROR_REPORTING_DSN;
  if (!dsn) return;
  try {
    await fetch(dsn, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message, context, at: new Date().toISOString() }),
      signal: AbortSignal.timeout(3_000),
    });
  } catch (error) {
    log.warn({ err: error }, 'error report not delivered');
  }
}
