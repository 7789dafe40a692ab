import { Pool } from 'pg';

/**
 * The saved ranking filters of a demo user, over plain `pg` (Playwright's loader cannot load the
 * generated Prisma client): the spec starts from no saved filter and puts back what was there.
 */
const pool = new Pool({ connectionString: process.env.DATABASE_URL ?? 'postgresql://postgres:postgres@127.0.0.1:54329/fuel', max: 2 });
const KEYS = ['ACCOUNT_RANKING_OPTIONS', 'PRODUCT_VOLUME_OPTIONS'];

export async function takeSavedFilters(email: string): Promise<{ key: string; value: unknown }[]> {
  const { rows } = await pool.query<{ key: string; value: unknown }>(
    `DELETE FROM "UserSetting" s USING "User" u WHERE s."userId" = u."id" AND u."email" = $1 AND s."key" = ANY($2) RETURNING s."key", s."value"`,
    [email, KEYS],
  );
  return rows;
}

export async function restoreSavedFilters(email: string, saved: { key: string; value: unknown }[]) {
  await takeSavedFilters(email);
  for (const { key, value } of saved) {
    await pool.query(`INSERT INTO "UserSetting" ("userId", "key", "value") SELECT "id", $2, $3 FROM "User" WHERE "email" = $1`, [
      email,
      key,
      JSON.stringify(value),
    ]);
  }
}

export async function closeStatsDb() {
  await pool.end();
}
