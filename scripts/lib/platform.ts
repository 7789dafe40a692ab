import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { startEmbeddedDb, type EmbeddedDb } from './embedded-db';
import { migrate } from './migrate';
import { CLIENT_STAMP, schemaFingerprint } from './prisma-cli';
import { loadsDemoData } from './start-config';

export const DATA_DIR = path.resolve('.data');
const NEXT_BIN = require.resolve('next/dist/bin/next');

/** NEXTAUTH_SECRET from the environment, or one generated once and kept in .data/. */
export function sessionSecret(): string {
  if (process.env.NEXTAUTH_SECRET) return process.env.NEXTAUTH_SECRET;
  const file = path.join(DATA_DIR, 'nextauth-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(DATA_DIR, { recursive: true });
    fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/** Checks the configuration the way the server will, so a bad brand stops here with its rule named. */
export async function checkConfiguration(env: NodeJS.ProcessEnv) {
  Object.assign(process.env, env);
  const { env: readEnv, brand, marketOverrides } = await import('../../lib/env');
  readEnv();
  brand();
  marketOverrides();
}

/**
 * The database: DATABASE_URL when given, else an embedded PostgreSQL. Migrated; the reference data
 * loaded once, and the demo data too where `loadsDemoData` allows it.
 */
export async function prepareDatabase(options: {
  dir: string;
  port: number;
  fresh?: boolean;
  fast?: boolean;
}): Promise<{ url: string; embedded?: EmbeddedDb }> {
  let embedded: EmbeddedDb | undefined;
  let url = process.env.DATABASE_URL;
  const demo = loadsDemoData(process.env);
  if (!url) {
    embedded = await startEmbeddedDb(options);
    url = embedded.url;
  }
  try {
    const applied = await migrate(url, undefined, async () => {
      process.env.DATABASE_URL = url;
      const { seedDemoData, seedReferenceData } = await import('../../prisma/seed');
      await (demo ? seedDemoData() : seedReferenceData());
    });
    if (applied.length) console.log(`applied migrations: ${applied.join(', ')}`);
  } catch (error) {
    // Do not leave an orphaned embedded PostgreSQL behind.
    await embedded?.stop();
    throw error;
  }
  return { url, embedded };
}

const BUILD_INPUTS = ['app', 'components', 'lib', 'brands', 'messages', 'public', 'proxy.ts', 'next.config.mjs', 'package-lock.json', 'prisma/schema.prisma'];

function fingerprint(): string {
  const hash = crypto.createHash('sha256');
  const walk = (p: string) => {
    if (!fs.existsSync(p) || p.includes(`lib${path.sep}generated`)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) for (const name of fs.readdirSync(p).sort()) walk(path.join(p, name));
    else hash.update(`${p}:${stat.size}:${stat.mtimeMs}\n`);
  };
  BUILD_INPUTS.forEach(walk);
  return hash.digest('hex');
}

/**
 * Builds the production bundle when the sources changed since the last build. Asynchronous, so a
 * second brand's database can get ready meanwhile (npm test).
 */
export async function ensureBuild(env: NodeJS.ProcessEnv) {
  const stamp = path.join('.next', 'source-fingerprint');
  const current = fingerprint();
  if (fs.existsSync(path.join('.next', 'BUILD_ID')) && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === current) return;
  generateClient(env);
  console.log('building the production bundle (next build) …');
  await run(process.execPath, [NEXT_BIN, 'build'], env, 'next build');
  fs.writeFileSync(stamp, current);
}

/**
 * The pages the last build rendered once, with the brand it was built under. The brand is read at
 * run time, so there must be none (Next's own error page aside), or another brand's server of the
 * same build would show them.
 */
export function prerenderedPages(): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join('.next', 'prerender-manifest.json'), 'utf8')) as { routes: Record<string, unknown> };
  return Object.keys(manifest.routes).filter((route) => route !== '/_global-error');
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    spawn(command, args, { stdio: 'inherit', env })
      .once('error', reject)
      .once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${name} failed`))));
  });
}

/**
 * A fresh embedded PostgreSQL for another brand than this process's, migrated and with that
 * brand's demo data (its regions, terminals and companies belong to its platform). The seed runs
 * in a process of its own: this process's Prisma client is bound to the first database it opened.
 */
export async function prepareBrandDatabase(options: { dir: string; port: number; brand: string }): Promise<{ url: string; embedded: EmbeddedDb }> {
  const embedded = await startEmbeddedDb({ dir: options.dir, port: options.port, fresh: true, fast: true });
  try {
    await migrate(embedded.url);
    await run(
      process.execPath,
      [require.resolve('tsx/cli'), 'scripts/seed-demo.ts'],
      { ...process.env, DATABASE_URL: embedded.url, BRAND: options.brand },
      'seeding',
    );
  } catch (error) {
    await embedded.stop();
    throw error;
  }
  return { url: embedded.url, embedded };
}

/** Generates the Prisma client when it is missing or older than the schema (a pulled migration). */
export function generateClient(env: NodeJS.ProcessEnv) {
  if (fs.existsSync('lib/generated/prisma/client.ts') && fs.existsSync(CLIENT_STAMP) && fs.readFileSync(CLIENT_STAMP, 'utf8') === schemaFingerprint()) return;
  const result = spawnSync(process.execPath, [require.resolve('tsx/cli'), 'scripts/prisma.ts', 'generate'], { stdio: 'inherit', env });
  if (result.status !== 0) throw new Error('prisma generate failed');
}

/** Resolves once the server answers on `url`. */
export async function waitForServer(url: string, timeoutMs = 120_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server at ${url} did not come up`);
}

export function serverEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...extra };
}
