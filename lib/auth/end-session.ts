import { sql } from '@/lib/db';
import { SESSION_LIFETIME_MS } from './domain/session-from-row';

/**
 * Ends one session at its logout (security: a copied cookie is worth nothing afterwards): the
 * user's session signed in at `authAt` is refused from the next request on, on every instance.
 * The row is kept only until the session would have expired anyway. The user's other sessions
 * stay (a password change ends them all).
 */
export async function endSession(userId: number, authAt: number): Promise<void> {
  await sql`
    INSERT INTO "RevokedSession" ("userId", "authAt", "expiresAt")
    VALUES (${userId}, ${authAt}::bigint, ${new Date(authAt + SESSION_LIFETIME_MS)}::timestamp)
    ON CONFLICT DO NOTHING`;
}

/** Revocations of sessions that have expired by now: they refuse nothing any more. */
export async function deleteExpiredRevocations(now = new Date()): Promise<number> {
  const [gone] = await sql<{ count: number }>`
    WITH gone AS (DELETE FROM "RevokedSession" WHERE "expiresAt" < ${now}::timestamp RETURNING 1) SELECT count(*)::int AS "count" FROM gone`;
  return gone.count;
}
