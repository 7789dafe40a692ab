import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { testPasswordHash } from '../helpers/test-password';

/**
 * The few database steps of the auth specs, over plain `pg` (Playwright's loader cannot load the
 * generated Prisma client): a factory user of its own, and the e-mails the server wrote.
 */
const pool = new Pool({ connectionString: process.env.DATABASE_URL ?? 'postgresql://postgres:postgres@127.0.0.1:54329/fuel', max: 2 });

export { TEST_PASSWORD } from '../helpers/test-password';

export async function createUser(options: { twoFactorEnabled?: boolean; locked?: boolean } = {}): Promise<{ id: number; email: string }> {
  const email = `e2e-${randomUUID()}@test.fuel`;
  const account = await pool.query<{ id: number }>(
    `INSERT INTO "Account" ("platformId", "name", "type", "releasedForTrading")
     SELECT "id", $1, 'BUYER', true FROM "Platform" WHERE "brandId" = $2 LIMIT 1 RETURNING "id"`,
    [`E2E buyer ${email.slice(4, 12)}`, process.env.BRAND ?? 'fuelmarket'],
  );
  const user = await pool.query<{ id: number }>(
    `INSERT INTO "User" ("accountId", "email", "username", "passwordHash", "firstName", "lastName", "roles", "twoFactorEnabled")
     VALUES ($1, $2, $2, $3, 'E2E', 'Nutzer', ARRAY['MyRelationships_View', 'MyOffers_Purchase'], $4) RETURNING "id"`,
    [account.rows[0].id, email, await testPasswordHash(), options.twoFactorEnabled ?? false],
  );
  // Locked from every address for an hour, as 50 failures from many would.
  if (options.locked) {
    await pool.query(`INSERT INTO "LoginLock" ("email", "ip", "lockouts", "lockedUntil") VALUES ($1, '*', 1, (now() AT TIME ZONE 'UTC') + interval '1 hour')`, [
      email,
    ]);
  }
  return { id: user.rows[0].id, email };
}

/** The body of the newest e-mail to `to` in the outbox. */
export async function lastEmailBody(to: string): Promise<string> {
  const res = await pool.query<{ body: string }>(`SELECT "body" FROM "EmailOutbox" WHERE "to" = $1 ORDER BY "id" DESC LIMIT 1`, [to]);
  return res.rows[0]?.body ?? '';
}

/**
 * A pending change of the user's e-mail to a fresh address, as PUT /api/user/-1 leaves it; returns
 * the new address and the key of its confirmation link.
 */
export async function pendingEmailChange(userId: number): Promise<{ newEmail: string; key: string }> {
  const newEmail = `e2e-moved-${randomUUID()}@test.fuel`;
  const key = randomBytes(32).toString('base64url');
  await pool.query(`INSERT INTO "EmailChangeKey" ("userId", "newEmail", "keyHash", "expiresAt") VALUES ($1, $2, $3, now() + interval '1 day')`, [
    userId,
    newEmail,
    createHash('sha256').update(key).digest('hex'),
  ]);
  return { newEmail, key };
}

/** How many acceptances of the terms the user has recorded. */
export async function termsAcceptances(userId: number): Promise<number> {
  const res = await pool.query<{ n: string }>(`SELECT count(*) AS n FROM "TermsAcceptance" WHERE "userId" = $1`, [userId]);
  return Number(res.rows[0].n);
}

/** Ends every session of the user from elsewhere, as a block or a password change does. */
export async function endSessionsOf(userId: number): Promise<void> {
  await pool.query(`UPDATE "User" SET "validAfter" = now() WHERE "id" = $1`, [userId]);
}
