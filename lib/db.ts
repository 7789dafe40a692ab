import { PrismaPg } from '@prisma/adapter-pg';
import { createHash } from 'node:crypto';
import { Pool, types, type QueryResultRow } from 'pg';
import { PrismaClient } from '@/lib/generated/prisma/client';
import { log } from '@/lib/log';

/**
 * One connection pool per process, shared by Prisma and the hand-written statements of the hot
 * paths, so that the pool size (DB_POOL_SIZE) bounds both together.
 */
function createPool() {
  const pool = new Pool({
    connectionString: process.env.DATABASE_URL,
    max: Number(process.env.DB_POOL_SIZE ?? 20),
    // Explicit limits so an overload answers fast instead of queueing until a pool time-out.
    connectionTimeoutMillis: Number(process.env.DB_CONNECT_TIMEOUT_MS ?? 3_000),
    // A row lock held too long (55P03) or a runaway statement (57014) fails and answers 503 with
    // Retry-After: a trader retries a checkout after a second rather than watching a spinner.
    // UTC sessions: Prisma's DateTime columns hold UTC without a zone, and `now()` written into
    // them must be UTC too, whatever zone the database server runs in.
    options: `-c lock_timeout=${Number(process.env.DB_LOCK_TIMEOUT_MS ?? 2_000)} -c statement_timeout=${Number(process.env.DB_STATEMENT_TIMEOUT_MS ?? 10_000)} -c TimeZone=UTC`,
    // Scripts and tests end when their work is done, without waiting for idle connections.
    allowExitOnIdle: true,
  });
  // pg throws an idle connection's error (a database restart) and would end the process unless
  // someone listens; the next query reports the database as unavailable instead.
  pool.on('error', (error) => log.warn({ code: (error as { code?: string }).code }, 'idle database connection lost'));
  return pool;
}

const globalForDb = globalThis as unknown as { prisma?: PrismaClient; pool?: Pool };

export const pool = globalForDb.pool ?? createPool();

/** The one Prisma client of the process; `db.$disconnect()` also ends the pool. */
export const db =
  globalForDb.prisma ??
  new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }), transactionOptions: { maxWait: 3_000, timeout: 10_000 } });
if (process.env.NODE_ENV !== 'production') Object.assign(globalForDb, { prisma: db, pool });

/**
 * Prisma stores DateTime as `timestamp(3)` without a zone, in UTC; pg would read it in the
 * process's zone. Numerics stay strings (exact, for Decimal), like pg's default.
 */
const TIMESTAMP = 1114;
const parsers = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === TIMESTAMP ? (value: string) => new Date(`${value.replace(' ', 'T')}Z`) : types.getTypeParser(oid, format)) as typeof types.getTypeParser,
};

/**
 * A hand-written statement for a hot path, where the ORM's per-query work shows in the profile.
 * A tagged template: every `${value}` becomes a bind parameter ($1, $2, ...), so no value is ever
 * spliced into the SQL text. Lists go in as arrays (`"id" = ANY(${ids})`).
 */
export async function sql<T extends QueryResultRow>(strings: TemplateStringsArray, ...values: unknown[]): Promise<T[]> {
  const result = await pool.query<T>(statement(strings, values));
  return result.rows;
}

/**
 * A tagged template as one parameterised statement with the pool's type parsers. Dates go in as
 * UTC ISO text: pg would send the process's local time, whose offset a `timestamp` column drops.
 */
export function statement(strings: TemplateStringsArray, values: unknown[]) {
  const utc = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
  return { ...prepared(strings), values: values.map((value) => (Array.isArray(value) ? value.map(utc) : utc(value))), types: parsers };
}

const preparedByCallSite = new WeakMap<TemplateStringsArray, { name: string; text: string }>();

/**
 * The statement of one call site, named after its text: each connection parses and plans it once
 * and then only binds and runs it, which spares the database that work on every call of a hot
 * path. A template's strings are the same object on every call, so the text is built once.
 */
function prepared(strings: TemplateStringsArray) {
  let entry = preparedByCallSite.get(strings);
  if (!entry) {
    const text = strings.reduce((all, part, i) => `${all}$${i}${part}`);
    entry = { name: `s_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`, text };
    preparedByCallSite.set(strings, entry);
  }
  return entry;
}

export type Db = typeof db;
export type Tx = Parameters<Parameters<typeof db.$transaction>[0]>[0];
/** The shared client, or a transaction a caller opened (a creating call's Idempotency-Key, lib/api/idempotency.ts). */
export type Client = Db | Tx;

/**
 * Runs `work` in the caller's transaction, or in a new one when `client` is the shared client.
 * Told apart by identity: a transaction's client has `$transaction` too (nested ones, Prisma 7).
 */
export function inTransaction<T>(client: Client, work: (tx: Tx) => Promise<T>): Promise<T> {
  return client === db ? db.$transaction(work) : work(client);
}
export { Prisma } from '@/lib/generated/prisma/client';
