import { Pool } from 'pg';

/** The outbox of the operator spec, over plain `pg` like the other e2e helpers. */
const pool = new Pool({ connectionString: process.env.DATABASE_URL ?? 'postgresql://postgres:postgres@127.0.0.1:54329/fuel', max: 2 });

/** The path of the set-password link in the newest welcome mail to `to`, or null. */
export async function welcomeLink(to: string): Promise<string | null> {
  const res = await pool.query<{ body: string }>(`SELECT "body" FROM "EmailOutbox" WHERE "to" = $1 AND "template" = 'welcome' ORDER BY "id" DESC LIMIT 1`, [
    to,
  ]);
  return res.rows[0]?.body.match(/\/passwort\/reset\/[A-Za-z0-9_-]+/)?.[0] ?? null;
}
