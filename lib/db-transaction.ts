import type { QueryResultRow } from 'pg';
import { AppError } from '@/lib/api/errors';
import { db, pool, sql, statement, type Client } from '@/lib/db';

/** The `sql` tagged template, bound to one transaction's connection. */
export type TxSql = <T extends QueryResultRow>(strings: TemplateStringsArray, ...values: unknown[]) => Promise<T[]>;

/**
 * The `sql` tagged template for a Prisma client: the shared pool's prepared statements, or the
 * connection of a Prisma transaction (a creating call's Idempotency-Key), still with bind
 * parameters only, parts (`part`) written in and dates as UTC ISO text, as `statement` writes them.
 */
export function sqlOf(client: Client): TxSql {
  if (client === db) return sql;
  return <T extends QueryResultRow>(strings: TemplateStringsArray, ...values: unknown[]) => {
    const written = statement(strings, values);
    return client.$queryRawUnsafe<T[]>(written.text, ...written.values);
  };
}

/** PostgreSQL's answers to waiting too long or a lock cycle: nothing was written, the caller may retry. */
const RETRYABLE = new Set(['55P03', '57014', '40P01']);

/**
 * The transaction's settings: how long a statement may wait for a row lock (well above a
 * checkout's own few milliseconds), and one plan per statement and connection. A hot path's
 * statements find rows by key, whose plan no bound value changes; PostgreSQL would otherwise plan
 * anew at every call each statement whose plan for any value it guesses dearer than for the values
 * at hand (a checkout's: half of PostgreSQL's time per purchase went into planning).
 */
const SETTINGS = "SET LOCAL lock_timeout = '5s'; SET LOCAL plan_cache_mode = force_generic_plan";

/** One open READ COMMITTED transaction on a connection of the shared pool; `end` commits or rolls back and gives the connection back, once. */
export interface Transaction {
  sql: TxSql;
  end(commit: boolean): Promise<void>;
}

/** PostgreSQL's answer to a statement sent after one that failed in the same transaction. */
const IN_FAILED_TRANSACTION = '25P02';

/**
 * Begins a transaction on a connection of the shared pool. For hot paths where an ORM
 * transaction's per-statement cost shows. A lock waited on longer than LOCK_TIMEOUT ends the
 * transaction with a 503 (see `unavailableIfRetryable`), not a request hanging until the client
 * gives up.
 *
 * The pool's connections pipeline (lib/db.ts), so a statement goes out without waiting for the
 * answers of those before it: BEGIN with the transaction's first statement, statements sent
 * together (`sentTogether`) in one round trip, and COMMIT with the last statement when the caller
 * does not wait for its answer (a write whose answer nobody reads: `void sql...`). PostgreSQL runs
 * them one after the other, in the order sent, each with a snapshot of its own. After a statement
 * fails, every later one fails too (the transaction is aborted, and they report the first
 * failure), and `end(true)` throws that failure, PostgreSQL having turned the COMMIT into a
 * ROLLBACK: nothing is written outside the transaction, nor committed past a failure.
 */
export async function beginTransaction(): Promise<Transaction> {
  // An exhausted pool answers 503 after the pool's connection time-out rather than a 500.
  const client = await pool.connect().catch(() => {
    throw new AppError('unavailable', 'try_again_later');
  });
  let failure: unknown;
  const sent: Promise<unknown>[] = [];
  let corked = false;
  /** Statements sent in the same tick leave in one write: one system call rather than one each, the dearest part of a statement here. */
  const write = (query: string | ReturnType<typeof statement>) => {
    if (!corked) {
      corked = true;
      client.connection.stream.cork();
      process.nextTick(() => {
        corked = false;
        client.connection.stream.uncork();
      });
    }
    return client.query(query);
  };
  const send = (query: string | ReturnType<typeof statement>) => {
    const answer = write(query).catch((error: unknown) => {
      failure ??= error;
      throw (error as { code?: string }).code === IN_FAILED_TRANSACTION ? failure : error;
    });
    // A failure nobody waits for (BEGIN's, a write's) is the end's to report, not an unhandled rejection.
    answer.catch(() => {});
    sent.push(answer);
    return answer;
  };
  // One statement of the simple protocol for all three; the settings end with the transaction.
  send(`BEGIN; ${SETTINGS}`);
  let ended = false;
  const end = async (commit: boolean) => {
    if (ended) return;
    ended = true;
    let broken: Error | undefined;
    try {
      const ending = write(commit && failure === undefined ? 'COMMIT' : 'ROLLBACK');
      await Promise.allSettled(sent);
      const { command } = await ending;
      if (commit && command !== 'COMMIT') throw failure ?? new Error(`${command} instead of COMMIT`);
    } catch (error) {
      // A connection whose begin, commit or rollback failed is in an unknown state: the pool drops it.
      broken = error === failure ? undefined : (error as Error);
      if (commit) throw unavailableIfRetryable(error);
    } finally {
      client.release(broken);
    }
  };
  const sql = <T extends QueryResultRow>(strings: TemplateStringsArray, ...values: unknown[]) => {
    const rows = send(statement(strings, values)).then(({ rows }) => rows as T[]);
    rows.catch(() => {});
    return rows;
  };
  return { sql, end };
}

/**
 * Statements sent together, to share one round trip on a transaction's connection, for the caller
 * to await in the order sent: it may stop at any answer (a replay, a refusal), and the answers it
 * leaves unread fail silently rather than as unhandled rejections.
 */
export function sentTogether<T extends readonly unknown[]>(...sent: { [K in keyof T]: Promise<T[K]> }): { [K in keyof T]: Promise<T[K]> } {
  for (const answer of sent) answer.catch(() => {});
  return sent;
}

/** A lock or statement time-out or a lock cycle as the 503 the caller may retry after; anything else as it is. */
export function unavailableIfRetryable(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  return code && RETRYABLE.has(code) ? new AppError('unavailable', 'try_again_later') : error;
}

/**
 * Runs `work` in the transaction `write` belongs to (a keyed call's), or in one of its own when
 * `write` is the shared pool, whose statements each commit alone.
 */
export function inTransaction<T>(write: TxSql, work: (sql: TxSql) => Promise<T>): Promise<T> {
  return write === sql ? withTransaction(work) : work(write);
}

/** Runs `work` in one transaction (`beginTransaction`): COMMIT when it returns, ROLLBACK when it throws. */
export async function withTransaction<T>(work: (sql: TxSql) => Promise<T>): Promise<T> {
  const tx = await beginTransaction();
  try {
    const result = await work(tx.sql);
    await tx.end(true);
    return result;
  } catch (error) {
    await tx.end(false).catch(() => {});
    throw unavailableIfRetryable(error);
  }
}
