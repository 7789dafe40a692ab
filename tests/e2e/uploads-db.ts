import { Pool } from 'pg';

/** Reference ids and offers for the CSV upload spec, over plain `pg` like seller-db.ts. */
const pool = new Pool({ connectionString: process.env.DATABASE_URL ?? 'postgresql://postgres:postgres@127.0.0.1:54329/fuel', max: 2 });

/** Diesel B7 at Hamburg Hafen with the first lifting period: what a new offer row names. */
export async function offerReferences(): Promise<{ productId: number; terminalId: number; liftingPeriodId: number }> {
  const { rows } = await pool.query<{ productId: number; terminalId: number; liftingPeriodId: number }>(
    `SELECT (SELECT "id" FROM "Product" WHERE "name" = 'Diesel B7') AS "productId",
            (SELECT "id" FROM "Terminal" WHERE "name" = 'Hamburg Hafen' LIMIT 1) AS "terminalId",
            (SELECT "id" FROM "LiftingPeriod" ORDER BY "id" LIMIT 1) AS "liftingPeriodId"`,
  );
  return rows[0];
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
