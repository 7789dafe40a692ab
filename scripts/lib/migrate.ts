import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';

const MIGRATIONS_DIR = path.resolve('prisma/migrations');

export interface Migration {
  name: string;
  checksum: string;
}

/**
 * Which of the folders' migrations to apply, in order. Refuses, naming the migration: one applied
 * whose file has changed since (the databases would differ), and a new one that sorts before one
 * applied already (a fresh database would apply it earlier than this one did).
 */
export function pendingMigrations(folders: Migration[], applied: Migration[]): Migration[] {
  const recorded = new Map(applied.map((m) => [m.name, m.checksum]));
  for (const folder of folders) {
    const checksum = recorded.get(folder.name);
    if (checksum !== undefined && checksum !== folder.checksum)
      throw new Error(`Migration ${folder.name} was changed after it was applied: restore its migration.sql and put the change in a new migration.`);
  }
  const last = applied
    .map((m) => m.name)
    .sort()
    .at(-1);
  const pending = folders.filter((m) => !recorded.has(m.name)).sort((a, b) => a.name.localeCompare(b.name));
  const early = last === undefined ? undefined : pending.find((m) => m.name < last);
  if (early)
    throw new Error(
      `Migration ${early.name} sorts before ${last}, which is applied already: rename its folder so it sorts after the newest (npm run db:migration names it so).`,
    );
  return pending;
}

/** The folder name of a new migration: now, or just after the newest folder when that is later. */
export function newMigrationName(name: string, existing: string[], now: Date): string {
  const stamp = (date: Date) => date.toISOString().replace(/\D/g, '').slice(0, 14);
  const newest = existing
    .map((folder) => folder.slice(0, 14))
    .sort()
    .at(-1);
  if (newest === undefined || stamp(now) > newest) return `${stamp(now)}_${name}`;
  const [, y, mo, d, h, mi, s] = /^(\d{4})(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)$/.exec(newest)!;
  return `${stamp(new Date(Date.UTC(+y, +mo - 1, +d, +h, +mi, +s) + 60_000))}_${name}`;
}

const checksumOf = (sql: string) => crypto.createHash('sha256').update(sql).digest('hex');

/**
 * Applies prisma/migrations in order and records them in `_prisma_migrations` with Prisma's own
 * columns, so `prisma migrate deploy` on a machine with the native engine sees the same state.
 * Each migration runs in its own transaction; an advisory lock keeps two starters from racing, and
 * `thenUnderLock` (loading the data) runs before the lock is let go, so instances that start
 * together (compose replicas) load it once. A changed or out-of-order migration stops it before
 * anything is applied (pendingMigrations).
 */
export async function migrate(databaseUrl: string, dir = MIGRATIONS_DIR, thenUnderLock?: () => Promise<void>): Promise<string[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  const done: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock(727001)');
    await client.query(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
      "id" VARCHAR(36) PRIMARY KEY NOT NULL,
      "checksum" VARCHAR(64) NOT NULL,
      "finished_at" TIMESTAMPTZ,
      "migration_name" VARCHAR(255) NOT NULL,
      "logs" TEXT,
      "rolled_back_at" TIMESTAMPTZ,
      "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
      "applied_steps_count" INTEGER NOT NULL DEFAULT 0)`);
    const applied = (await client.query('SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL')).rows.map(
      (r): Migration => ({ name: r.migration_name, checksum: r.checksum }),
    );
    const folders = fs
      .readdirSync(dir)
      .filter((n) => fs.existsSync(path.join(dir, n, 'migration.sql')))
      .map((name) => ({ name, checksum: checksumOf(fs.readFileSync(path.join(dir, name, 'migration.sql'), 'utf8')) }));
    for (const { name, checksum } of pendingMigrations(folders, applied)) {
      const sql = fs.readFileSync(path.join(dir, name, 'migration.sql'), 'utf8');
      await client.query('BEGIN');
      try {
        await client.query(sql);
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count)
           VALUES ($1, $2, now(), $3, 1)`,
          [crypto.randomUUID(), checksum, name],
        );
        await client.query('COMMIT');
        done.push(name);
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`Migration ${name} failed: ${(error as Error).message}`);
      }
    }
    await thenUnderLock?.();
  } finally {
    await client.query('SELECT pg_advisory_unlock(727001)').catch(() => {});
    await client.end();
  }
  return done;
}
