import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { testPasswordHash } from '../helpers/test-password';

/** A seller company of its own for the My offers and Pricing Engine specs, over plain `pg` like profile-db.ts. */
const pool = new Pool({ connectionString: process.env.DATABASE_URL ?? 'postgresql://postgres:postgres@127.0.0.1:54329/fuel', max: 2 });

export { TEST_PASSWORD } from '../helpers/test-password';

export async function createSeller(): Promise<{ accountId: number; email: string }> {
  const email = `e2e-seller-${randomUUID()}@test.fuel`;
  const account = await pool.query<{ id: number }>(
    `INSERT INTO "Account" ("platformId", "name", "type", "releasedForTrading")
     SELECT "id", $1, 'SELLER', true FROM "Platform" WHERE "brandId" = $2 LIMIT 1 RETURNING "id"`,
    [`E2E Verkäufer ${email.slice(11, 19)}`, process.env.BRAND ?? 'fuelmarket'],
  );
  const passwordHash = await testPasswordHash();
  await pool.query(
    `INSERT INTO "User" ("accountId", "email", "username", "passwordHash", "firstName", "lastName", "roles")
     VALUES ($1, $2, $2, $3, 'E2E', 'Verkauf', ARRAY['MyRelationships_View']::text[])`,
    [account.rows[0].id, email, passwordHash],
  );
  return { accountId: account.rows[0].id, email };
}

export async function offerStatuses(accountId: number): Promise<string[]> {
  const rows = await pool.query<{ status: string }>(`SELECT "status" FROM "Offer" WHERE "sellerAccountId" = $1 ORDER BY "id"`, [accountId]);
  return rows.rows.map((r) => r.status);
}
