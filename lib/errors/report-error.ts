import { log } from '@/lib/log';

/** Who reported and where from: set by the server, never by the reporter. */
export interface ReportSource {
  userId: number;
  requestId: string;
  origin: 'browser';
}

/**
 * The error-reporting path: always the log; also ERROR_REPORTING_DSN (an HTTP endpoint taking
 * JSON) when configured. What the reporter sent stays under `context`, so it can never set the
 * log line's own fields (level, msg, time, userId). Never throws: reporting must not break what it
 * reports on.
 */
export async function reportError(message: string, source: ReportSource, context: Record<string, unknown> = {}) {
  log.error({ ...source, context, reported: true }, message);
  const dsn = process.env.ERROR_REPORTING_DSN;
  if (!dsn) return;
  try {
    await fetch(dsn, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message, source, context, at: new Date().toISOString() }),
      signal: AbortSignal.timeout(3_000),
    });
  } catch (error) {
    log.warn({ err: error }, 'error report not delivered');
  }
}
