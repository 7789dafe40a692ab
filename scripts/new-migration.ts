import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedDb } from './lib/embedded-db';
import { newMigrationName } from './lib/migrate';
import { prismaCli } from './lib/prisma-cli';

/**
 * npm run db:migration -- <name>
 * Writes prisma/migrations/<timestamp>_<name>/migration.sql from the difference between the schema
 * at HEAD and the working schema (the diff reads no database, but the adapter needs one to connect).
 */
async function main() {
  const name = process.argv[2];
  if (!name || !/^[a-z0-9_]+$/.test(name)) throw new Error('usage: npm run db:migration -- <snake_case_name>');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'migration-'));
  const db = await startEmbeddedDb({ dir: path.join(tmp, 'pg'), port: 25399, fast: true });
  try {
    let from = ['--from-empty'];
    try {
      const old = execSync('git show HEAD:prisma/schema.prisma', { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
      const oldPath = path.join(tmp, 'old.prisma');
      fs.writeFileSync(oldPath, old);
      from = ['--from-schema-datamodel', oldPath];
    } catch {
      // No committed schema yet: the first migration starts from an empty database.
    }
    const sql = prismaCli(['migrate', 'diff', ...from, '--to-schema-datamodel', 'prisma/schema.prisma', '--script'], { ...process.env, DATABASE_URL: db.url });
    const dir = path.join('prisma/migrations', newMigrationName(name, fs.readdirSync('prisma/migrations'), new Date()));
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'migration.sql'), sql);
    console.log(`wrote ${dir}/migration.sql`);
  } finally {
    await db.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
