import { Pool } from 'pg';
import { log } from '@/lib/log';

/** The health check answers within this, well inside the Docker HEALTHCHECK's 3 s. */
export const HEALTH_TIMEOUT_MS = 2_000;

let pool: Pool | undefined;

/**
 * One connection of its own for the health check, apart from the request pool: a loaded instance
 * whose pool is busy is still healthy, and an orchestrator should not restart it for being busy.
 */
export function healthPool(): Pool {
  if (!pool) {
    pool = new Pool({
      connectionString: process.env.DATABASE_URL,
      max: 1,
      connectionTimeoutMillis: HEALTH_TIMEOUT_MS,
      query_timeout: HEALTH_TIMEOUT_MS,
      options: `-c statement_timeout=${HEALTH_TIMEOUT_MS}`,
      allowExitOnIdle: true,
    });
    // A dropped idle connection (a database restart) is reported by the next check, not thrown.
    pool.on('error', (error) => log.warn({ code: (error as { code?: string }).code }, 'health check connection lost'));
  }
  return pool;
}
