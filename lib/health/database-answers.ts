import type { Pool } from 'pg';

/** True when the database answers `SELECT 1` within `timeoutMs`; false on any error or delay. */
export async function databaseAnswers(pool: Pool, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([
      pool.query('SELECT 1').then(
        () => true,
        () => false,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
