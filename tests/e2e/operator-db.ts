import { Pool } from 'pg';

/** What the operator spec reads and sets up (outbox, accounts), over plain `pg` like the other e2e helpers. */
const pool = new Pool({ connectionString: process.env.DATABASE_URL ?? 'postgresql://postgres:postgres@127.0.0.1:54329/fuel', max: 2 });

/** The path of the set-password link in the newest welcome mail to `to`, or null. */
export async function welcomeLink(to: string): Promise<string | null> {
  const res = await pool.query<{ body: string }>(`SELECT "body" FROM "EmailOutbox" WHERE "to" = $1 AND "template" = 'welcome' ORDER BY "id" DESC LIMIT 1`, [
    to,
  ]);
  return res.rows[0]?.body.match(/\/passwort\/reset\/[A-Za-z0-9_-]+/)?.[0] ?? null;
}

export async function accountIdOf(name: string): Promise<number> {
  const res = await pool.query<{ id: number }>('SELECT "id" FROM "Account" WHERE "name" = $1', [name]);
  return res.rows[0].id;
}

/** A buyer with a shareholder child account of its own, which has one user, for the operator to edit. */
export async function createShareholder(tag: string): Promise<{ childId: number; childName: string; userEmail: string }> {
  const insert = (name: string, parentId: number | null) =>
    pool.query<{ id: number }>(
      `INSERT INTO "Account" ("platformId", "name", "type", "releasedForTrading", "parentId", "isShareholder")
       SELECT "id", $1, 'BUYER', true, $2::int, $2::int IS NOT NULL FROM "Platform" WHERE "brandId" = $3 LIMIT 1 RETURNING "id"`,
      [name, parentId, process.env.BRAND ?? 'fuelmarket'],
    );
  const parent = await insert(`E2E Mutter ${tag}`, null);
  const childName = `E2E Filiale ${tag}`;
  const child = await insert(childName, parent.rows[0].id);
  const userEmail = `e2e-filiale-${tag}@test.fuel`;
  await pool.query(
    `INSERT INTO "User" ("accountId", "email", "username", "passwordHash", "firstName", "lastName") VALUES ($1, $2, $2, 'unused', 'Paula', 'Filiale')`,
    [child.rows[0].id, userEmail],
  );
  return { childId: child.rows[0].id, childName, userEmail };
}

/** The shareholder terms of an account as stored. */
export async function storedTerms(accountId: number) {
  const res = await pool.query<{ collectionCutDays: number | null; blocked: boolean; limitCbm: string | null }>(
    `SELECT a."collectionCutDays", a."blocked", (SELECT l."limitCbm"::text FROM "PurchaseLimit" l WHERE l."accountId" = a."id" LIMIT 1) AS "limitCbm"
     FROM "Account" a WHERE a."id" = $1`,
    [accountId],
  );
  return res.rows[0];
}
