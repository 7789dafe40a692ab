import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { testPasswordHash } from '../helpers/test-password';

/** A buyer and a seller company of their own for the relationships spec, over plain `pg` like seller-db.ts. */
const pool = new Pool({ connectionString: process.env.DATABASE_URL ?? 'postgresql://postgres:postgres@127.0.0.1:54329/fuel', max: 2 });

export { TEST_PASSWORD } from '../helpers/test-password';

/** A company of `type` with one user who manages its relationships. */
export async function createCompany(type: 'BUYER' | 'SELLER'): Promise<{ accountId: number; name: string; email: string }> {
  const email = `e2e-rel-${randomUUID()}@test.fuel`;
  const name = `E2E ${type === 'BUYER' ? 'Käufer' : 'Verkäufer'} ${email.slice(8, 16)}`;
  const account = await pool.query<{ id: number }>(
    `INSERT INTO "Account" ("platformId", "name", "type", "releasedForTrading")
     SELECT "id", $1, $2::"AccountType", true FROM "Platform" WHERE "brandId" = $3 LIMIT 1 RETURNING "id"`,
    [name, type, process.env.BRAND ?? 'fuelmarket'],
  );
  await pool.query(
    `INSERT INTO "User" ("accountId", "email", "username", "passwordHash", "firstName", "lastName", "roles")
     VALUES ($1, $2, $2, $3, 'E2E', 'Netzwerk', ARRAY['MyRelationships_View']::text[])`,
    [account.rows[0].id, email, await testPasswordHash()],
  );
  // A buyer orders to a delivery address: its only one is what a basket starts with.
  if (type === 'BUYER') {
    await pool.query(`INSERT INTO "DeliveryLocation" ("accountId", "street", "postCode", "city", "county") VALUES ($1, 'Am Kai 1', '20457', 'Hamburg', 'HH')`, [
      account.rows[0].id,
    ]);
  }
  return { accountId: account.rows[0].id, name, email };
}

/** The newest mail to `to` from `template`, or ''. */
export async function lastMail(to: string, template: string): Promise<string> {
  const res = await pool.query<{ body: string }>(`SELECT "body" FROM "EmailOutbox" WHERE "to" = $1 AND "template" = $2 ORDER BY "id" DESC LIMIT 1`, [
    to,
    template,
  ]);
  return res.rows[0]?.body ?? '';
}

/** The purchase right for the company's user, so it can order (MyOffers_Purchase). */
export async function grantPurchase(email: string): Promise<void> {
  await pool.query(`UPDATE "User" SET "roles" = array_append("roles", 'MyOffers_Purchase') WHERE "email" = $1`, [email]);
}

/** A relationship the buyer has requested (NEW), as the buyer's request writes it. */
export async function createRequest(buyerAccountId: number, sellerAccountId: number): Promise<void> {
  await pool.query(`INSERT INTO "Relationship" ("buyerAccountId", "sellerAccountId", "status") VALUES ($1, $2, 'NEW')`, [buyerAccountId, sellerAccountId]);
}
