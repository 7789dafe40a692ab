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
    // A statement may go out before the answer of the one before it on the same connection: a
    // transaction's first statements share one round trip (lib/db-transaction.ts). One at a time,
    // as Prisma and the pool's own queries send them, nothing changes.
    pipeline: true,
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
 * A piece of a statement with its own bind values (the `part` tag): put into another statement
 * as a value, its text becomes part of that statement's text and its values bind parameters, so
 * two reads that share a piece (the session's row, lib/auth/load-session-user.ts) can be one
 * statement without writing the piece twice.
 */
export class SqlPart {
  constructor(
    readonly strings: TemplateStringsArray,
    readonly values: unknown[],
  ) {}
}

export const part = (strings: TemplateStringsArray, ...values: unknown[]) => new SqlPart(strings, values);

/** No text: a part that a statement leaves out. */
export const NO_PART = part``;

/**
 * A tagged template as one parameterised statement with the pool's type parsers. Dates go in as
 * UTC ISO text: pg would send the process's local time, whose offset a `timestamp` column drops.
 */
export function statement(strings: TemplateStringsArray, values: unknown[]) {
  const utc = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
  const shape: Shape = [strings];
  const bound: unknown[] = [];
  flatten(values, shape, bound);
  return {
    ...prepared(shape, () => textOf(strings, values)),
    values: bound.map((value) => (Array.isArray(value) ? value.map(utc) : utc(value))),
    types: parsers,
  };
}

/**
 * The values to bind, in order, and what the text is made of (`shape`): the templates of the
 * statement and its parts, each part after the place it takes in its template.
 */
function flatten(values: unknown[], shape: Shape, bound: unknown[]) {
  for (const [place, value] of values.entries()) {
    if (value instanceof SqlPart) {
      shape.push(place, value.strings);
      flatten(value.values, shape, bound);
    } else bound.push(value);
  }
}

type Shape = [TemplateStringsArray, ...(TemplateStringsArray | number)[]];

interface Prepared {
  shape: Shape;
  name: string;
  text: string;
}

const preparedByCallSite = new WeakMap<TemplateStringsArray, Prepared[]>();

/**
 * The statement of one call site, named after its text: each connection parses and plans it once
 * and then only binds and runs it, which spares the database that work on every call of a hot
 * path. A template's strings are the same object on every call, so the text is built once per
 * call site and set of parts.
 */
function prepared(shape: Shape, write: () => string): Prepared {
  const known = preparedByCallSite.get(shape[0]) ?? [];
  let entry = known.find((e) => e.shape.length === shape.length && e.shape.every((piece, i) => piece === shape[i]));
  if (!entry) {
    const text = write();
    entry = { shape, name: `s_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`, text };
    known.push(entry);
    preparedByCallSite.set(shape[0], known);
  }
  return entry;
}

/** The statement's text, parts written in and every bound value a numbered placeholder ($1, $2, ...). */
function textOf(strings: TemplateStringsArray, values: unknown[]): string {
  let next = 0;
  const write = (pieces: TemplateStringsArray, inner: unknown[]): string =>
    pieces.reduce((all, piece, i) => {
      const value = inner[i - 1];
      return `${all}${value instanceof SqlPart ? write(value.strings, value.values) : `$${++next}`}${piece}`;
    });
  return write(strings, values);
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
