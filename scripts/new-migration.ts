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
 * at HEAD and the working schema. Prisma 6.19's CLI makes the diff (its schema engine runs in
 * WebAssembly; Prisma 7's needs the native binary, which is downloaded): it wants `url` in the
 * datasource and its own config with an adapter, so both schemas and the config are written in a
 * temporary folder. The diff reads no database, but the adapter needs one to connect.
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
      from = ['--from-schema-datamodel', writeV6Schema(tmp, 'old.prisma', old)];
    } catch {
      // No committed schema yet: the first migration starts from an empty database.
    }
    const to = writeV6Schema(tmp, 'schema.prisma', fs.readFileSync('prisma/schema.prisma', 'utf8'));
    const config = path.join(tmp, 'prisma.config.ts');
    fs.writeFileSync(config, v6Config(to));
    const sql = prismaCli(
      ['migrate', 'diff', '--config', config, ...from, '--to-schema-datamodel', to, '--script'],
      { ...process.env, DATABASE_URL: db.url },
      'prisma6',
    );
    const dir = path.join('prisma/migrations', newMigrationName(name, fs.readdirSync('prisma/migrations'), new Date()));
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'migration.sql'), sql);
    console.log(`wrote ${dir}/migration.sql`);
  } finally {
    await db.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/** The schema as Prisma 6 reads it: with the datasource's `url`, which Prisma 7 refuses. */
function writeV6Schema(dir: string, file: string, schema: string): string {
  const target = path.join(dir, file);
  const withUrl = /^\s*url\s*=/m.test(schema) ? schema : schema.replace(/(datasource db \{[^}]*?)\n\}/, '$1\n  url      = env("DATABASE_URL")\n}');
  fs.writeFileSync(target, withUrl);
  return target;
}

/** Prisma 6's config for its WebAssembly schema engine (the JS engine and an adapter); the imports by path, as it lives outside the project. */
function v6Config(schema: string): string {
  const config = JSON.stringify(require.resolve('prisma6/config'));
  const adapter = JSON.stringify(require.resolve('@prisma/adapter-pg'));
  return `import { defineConfig } from ${config};
import { PrismaPg } from ${adapter};

export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: ${JSON.stringify(schema)},
  async adapter() {
    return new PrismaPg({ connectionString: process.env.DATABASE_URL });
  },
});
`;
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
