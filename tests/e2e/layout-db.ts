import { Pool } from 'pg';

/** Ids from the demo data that the layout spec's dynamic routes need, over plain `pg`. */
let opened: Pool | null = null;
const pool = () => (opened ??= new Pool({ connectionString: process.env.DATABASE_URL ?? 'postgresql://postgres:postgres@127.0.0.1:54329/fuel', max: 1 }));

/** The newest order `buyerEmail` placed itself. */
export async function newestOrderOf(buyerEmail: string): Promise<number> {
  const { rows } = await pool().query<{ id: number }>(
    `SELECT o."id" FROM "Order" o JOIN "User" b ON b."id" = o."buyerUserId" WHERE b."email" = $1 ORDER BY o."created" DESC LIMIT 1`,
    [buyerEmail],
  );
  if (!rows[0]) throw new Error(`no order of ${buyerEmail} in the seed`);
  return rows[0].id;
}

/** The id of the account `email` belongs to. */
export async function accountIdOf(email: string): Promise<number> {
  const { rows } = await pool().query<{ accountId: number }>(`SELECT "accountId" FROM "User" WHERE "email" = $1`, [email]);
  if (!rows[0]) throw new Error(`no user ${email} in the seed`);
  return rows[0].accountId;
}

export async function closeLayoutDb() {
  const closing = opened;
  opened = null;
  await closing?.end();
}
