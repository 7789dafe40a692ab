import { Client } from 'pg';
import { SqlPart } from '@/lib/db';
import type { TxSql } from '@/lib/db-transaction';
import { db } from './factories';

/**
 * Forcing the races a lock, a guard or a unique index exists to prevent, the same on every run:
 * no sleep decides who goes first. A test removes nothing itself; the protections and the tests
 * that fail without each are listed at the top of each race test file.
 */

/**
 * How many transactions wait for the backend `pid`: for a lock it holds, or behind one that does
 * (a second waiter for a row queues behind the first).
 */
async function waitersOf(pid: number) {
  const [{ n }] = await db.$queryRaw<{ n: number }[]>`
    WITH w AS (SELECT pid, pg_blocking_pids(pid) AS "by" FROM pg_stat_activity WHERE cardinality(pg_blocking_pids(pid)) > 0)
    SELECT count(*)::int AS n FROM w WHERE ${pid}::int = ANY("by") OR "by" && (SELECT array_agg(pid) FROM w WHERE ${pid}::int = ANY("by"))`;
  return n;
}

/** Polls `done` every 10 ms; past the product's lock timeout (5 s) the race is stuck, and the test says so. */
async function until(done: () => Promise<boolean> | boolean, what: string) {
  const deadline = Date.now() + 5_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`waited 5 s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Runs `work` and tells whether a transaction waited for the backend `pid` meanwhile (for a lock it holds). */
export async function waitedFor<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; waited: boolean }> {
  let done = false;
  let waited = false;
  const running = work().finally(() => (done = true));
  await until(async () => done || (waited = (await waitersOf(pid)) > 0), 'the work to end or to wait');
  return { result: await running, waited };
}

type Step = (sql: TxSql, ...rest: never[]) => Promise<unknown>;

/**
 * Makes the next two calls of `step` (a mocked read of a locked path, whose first argument is its
 * transaction's sql) race: the first transaction through it waits there, holding what it has
 * locked, until the second has read it too (nothing kept it out, so both decide on what they read
 * before either writes) or waits for a lock the first holds (the lock works). Later calls run as
 * they are, until the test file puts `actual` back after the test. Resolves when the first call
 * has reached the step, for a second party that does not go through the step itself.
 */
export function raceAfter(step: jest.Mock, actual: Step): Promise<void> {
  let arrived = 0;
  let reached = () => {};
  const first = new Promise<void>((resolve) => (reached = resolve));
  step.mockImplementation(async (sql: TxSql, ...rest: never[]) => {
    const result = await actual(sql, ...rest);
    arrived += 1;
    if (arrived === 1) {
      const [{ pid }] = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`;
      reached();
      await until(async () => arrived > 1 || (await waitersOf(pid)) > 0, 'the second transaction to read or to wait');
    }
    return result;
  });
  return first;
}

/**
 * Runs `contender` while another transaction (a seller's edit, say) holds the rows `statement`
 * writes: it commits once `waiters` transactions of the contender wait for it, or once the
 * contender ended (nothing held it back). Returns the contender's outcome.
 */
export async function whileHeld<T>(statement: string, params: unknown[], contender: () => Promise<T>, waiters = 1): Promise<T> {
  const editor = new Client({ connectionString: process.env.DATABASE_URL });
  await editor.connect();
  try {
    await editor.query('BEGIN');
    await editor.query(statement, params);
    const {
      rows: [{ pid }],
    } = await editor.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    let ended = false;
    const outcome = contender();
    outcome.then(
      () => (ended = true),
      () => (ended = true),
    );
    await until(async () => ended || (await waitersOf(pid)) >= waiters, 'the contender to wait for the edit');
    await editor.query('COMMIT');
    return await outcome;
  } finally {
    await editor.end();
  }
}

/**
 * The product's own statements with `FOR UPDATE` taken out, their parts' too: what a lock's
 * function would do without its lock, for a test of what guards the invariant behind it.
 */
export const withoutRowLock =
  (sql: TxSql): TxSql =>
  (strings, ...values) =>
    sql(unlocked(strings), ...values.map(unlockedValue));

const unlocked = (strings: TemplateStringsArray) => {
  const text = strings.map((s) => s.replace(/\s+FOR UPDATE\b/g, ''));
  return Object.assign(text, { raw: text }) as unknown as TemplateStringsArray;
};
const unlockedValue = (value: unknown): unknown => (value instanceof SqlPart ? new SqlPart(unlocked(value.strings), value.values.map(unlockedValue)) : value);
