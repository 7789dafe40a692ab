import { Pool } from 'pg';

/** Setup and checks of the market flow spec, over plain `pg` (Playwright cannot load the Prisma client). */
const pool = new Pool({ connectionString: process.env.DATABASE_URL ?? 'postgresql://postgres:postgres@127.0.0.1:54329/fuel', max: 2 });

/** An ENABLED relationship between buyer@demo.fuel's company and the seller, everything released. */
export async function enableDemoBuyer(sellerAccountId: number) {
  await pool.query(
    `INSERT INTO "Relationship" ("buyerAccountId", "sellerAccountId", "status", "creditLimitOption")
     SELECT u."accountId", $1, 'ENABLED', 'NONE' FROM "User" u WHERE u."email" = 'buyer@demo.fuel'`,
    [sellerAccountId],
  );
}

export async function alertEmailsSince(to: string, since: Date): Promise<string[]> {
  const { rows } = await pool.query<{ body: string }>(
    `SELECT "body" FROM "EmailOutbox" WHERE "to" = $1 AND "template" = 'price_alert' AND "createdAt" >= $2 ORDER BY "id"`,
    [to, since],
  );
  return rows.map((r) => r.body);
}

/** Removes what the spec made: the seller's offers, rules and relationships, and the alert. */
export async function cleanUp(sellerAccountId: number, alertNote: string) {
  await pool.query(`DELETE FROM "PriceAlert" WHERE "note" = $1`, [alertNote]);
  await pool.query(`DELETE FROM "PriceRule" WHERE "sellerAccountId" = $1`, [sellerAccountId]);
  await pool.query(`UPDATE "Offer" SET "status" = 'REMOVED' WHERE "sellerAccountId" = $1`, [sellerAccountId]);
  await pool.query(`DELETE FROM "Relationship" WHERE "sellerAccountId" = $1`, [sellerAccountId]);
}
