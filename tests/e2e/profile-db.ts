import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { testPasswordHash } from '../helpers/test-password';

/**
 * A buyer company of its own for the profile specs, over plain `pg` (Playwright's loader cannot
 * load the generated Prisma client), so the demo companies stay as they are.
 */
const pool = new Pool({ connectionString: process.env.DATABASE_URL ?? 'postgresql://postgres:postgres@127.0.0.1:54329/fuel', max: 2 });

export { TEST_PASSWORD } from '../helpers/test-password';

export async function createBuyer(options: { isAdmin?: boolean } = {}): Promise<{ id: number; email: string }> {
  const email = `e2e-profile-${randomUUID()}@test.fuel`;
  const account = await pool.query<{ id: number }>(
    `INSERT INTO "Account" ("platformId", "name", "type", "releasedForTrading")
     SELECT "id", $1, 'BUYER', true FROM "Platform" WHERE "brandId" = $2 LIMIT 1 RETURNING "id"`,
    [`E2E Profil ${email.slice(12, 20)}`, process.env.BRAND ?? 'fuelmarket'],
  );
  const passwordHash = await testPasswordHash();
  const user = await pool.query<{ id: number }>(
    `INSERT INTO "User" ("accountId", "email", "username", "passwordHash", "firstName", "lastName", "roles", "isAdmin")
     VALUES ($1, $2, $2, $3, 'E2E', 'Admin', ARRAY['MyRelationships_View', 'MyOffers_Purchase'], $4) RETURNING "id"`,
    [account.rows[0].id, email, passwordHash, options.isAdmin ?? false],
  );
  return { id: user.rows[0].id, email };
}
