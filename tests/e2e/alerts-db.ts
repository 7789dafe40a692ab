import { Pool } from 'pg';

/** Direct rows for the price alert spec, over plain `pg` (Playwright's loader cannot load the Prisma client). */
const pool = new Pool({ connectionString: process.env.DATABASE_URL ?? 'postgresql://postgres:postgres@127.0.0.1:54329/fuel', max: 2 });

/** A triggered alert of `email`, as the market loop leaves it, so the list shows both states. */
export async function insertTriggeredAlert(email: string, note: string): Promise<void> {
  await pool.query(
    `INSERT INTO "PriceAlert" ("userId", "accountId", "note", "price", "operator", "productId", "terminalId", "liftingPeriodType", "status", "triggeredAt")
     SELECT u."id", u."accountId", $2, 80.25, 'LTE', (SELECT "id" FROM "Product" WHERE "name" = 'Diesel B7'), (SELECT "id" FROM "Terminal" WHERE "code" = 'KA1'), 'ALL', 'TRIGGERED', now()
     FROM "User" u WHERE u."email" = $1`,
    [email, note],
  );
}

export async function alertsWithNote(note: string): Promise<{ status: string; price: string; operator: string; liftingPeriodType: string }[]> {
  const { rows } = await pool.query(`SELECT "status", "price"::text AS "price", "operator", "liftingPeriodType" FROM "PriceAlert" WHERE "note" = $1`, [note]);
  return rows;
}

export async function deleteAlertsWithNote(note: string): Promise<void> {
  await pool.query(`DELETE FROM "PriceAlert" WHERE "note" = $1`, [note]);
}
