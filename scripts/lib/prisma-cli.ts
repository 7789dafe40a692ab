import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const stub = path.resolve('prisma/engine-stub');

/**
 * Runs the Prisma CLI offline: the native engines are pointed at a stub so it never downloads them.
 * `prisma6` is the 6.19 CLI, kept for `migrate diff` only: Prisma 7 diffs with the native schema
 * engine alone, while 6.19 has one in WebAssembly. Both are called by path, as both claim the bin name.
 */
export function prismaCli(args: string[], env: NodeJS.ProcessEnv = process.env, cli: 'prisma' | 'prisma6' = 'prisma'): string {
  const result = spawnSync(process.execPath, [require.resolve(`${cli}/build/index.js`), ...args], {
    env: {
      ...env,
      PRISMA_SCHEMA_ENGINE_BINARY: stub,
      PRISMA_QUERY_ENGINE_LIBRARY: stub,
      PRISMA_HIDE_UPDATE_MESSAGE: '1',
      CHECKPOINT_DISABLE: '1',
    },
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`${cli} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

/** Where `prisma generate` (scripts/prisma.ts) leaves the fingerprint of the schema it made the client of. */
export const CLIENT_STAMP = 'lib/generated/prisma/schema-fingerprint';
export const schemaFingerprint = () => crypto.createHash('sha256').update(fs.readFileSync('prisma/schema.prisma')).digest('hex');
