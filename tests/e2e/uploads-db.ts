import { Pool } from 'pg';

/** Reference names and offers for the CSV upload spec, over plain `pg` like seller-db.ts. */
const pool = new Pool({ connectionString: process.env.DATABASE_URL ?? 'postgresql://postgres:postgres@127.0.0.1:54329/fuel', max: 2 });

/** The current week's lifting period by the name the offer file gives it (Latin-1 only, as the spec's file is). */
export async function weekLiftingPeriod(): Promise<string> {
  const { rows } = await pool.query<{ name: string }>(`SELECT "name" FROM "LiftingPeriod" WHERE "code" = 'WEEK'`);
  return rows[0].name;
}

export async function offerVolumes(accountId: number): Promise<string[]> {
  const { rows } = await pool.query<{ totalVolume: string }>(`SELECT "totalVolume"::text FROM "Offer" WHERE "sellerAccountId" = $1 ORDER BY "id"`, [accountId]);
  return rows.map((r) => r.totalVolume);
}

/** Makes the seller's user a company admin, who manages the API tokens. */
export async function makeAdmin(email: string) {
  await pool.query(`UPDATE "User" SET "isAdmin" = true WHERE "email" = $1`, [email]);
}

export async function tokenHashes(accountId: number): Promise<{ tokenHash: string; revoked: boolean }[]> {
  const { rows } = await pool.query<{ tokenHash: string; revoked: boolean }>(
    `SELECT "tokenHash", "revokedAt" IS NOT NULL AS "revoked" FROM "SellerApiToken" WHERE "sellerAccountId" = $1 ORDER BY "id"`,
    [accountId],
  );
  return rows;
}
