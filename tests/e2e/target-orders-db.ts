import { Pool } from 'pg';

/** Direct rows for the target-order spec, over plain `pg` (Playwright's loader cannot load the Prisma client). */
const pool = new Pool({ connectionString: process.env.DATABASE_URL ?? 'postgresql://postgres:postgres@127.0.0.1:54329/fuel', max: 2 });

/** The states of `email`'s company's target orders of `volume` cbm. */
export async function targetOrderStates(email: string, volume: string): Promise<string[]> {
  const { rows } = await pool.query(
    `SELECT t."status" FROM "TargetOrder" t JOIN "User" u ON u."accountId" = t."accountId" WHERE u."email" = $1 AND t."volume" = $2::numeric ORDER BY t."id"`,
    [email, volume],
  );
  return rows.map((r) => r.status);
}

export async function deleteTargetOrders(email: string, volume: string): Promise<void> {
  await pool.query(`DELETE FROM "TargetOrder" t USING "User" u WHERE u."accountId" = t."accountId" AND u."email" = $1 AND t."volume" = $2::numeric`, [
    email,
    volume,
  ]);
  await pool.end();
}
