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

/**
 * Begins a transaction on a connection of the shared pool. For hot paths where an ORM
 * transaction's per-statement cost shows. A lock waited on longer than LOCK_TIMEOUT ends the
 * transaction with a 503 (see `unavailableIfRetryable`), not a request hanging until the client
 * gives up.
 */
export async function beginTransaction(): Promise<Transaction> {
  // An exhausted pool answers 503 after the pool's connection time-out rather than a 500.
  const client = await pool.connect().catch(() => {
    throw new AppError('unavailable', 'try_again_later');
  });
  let ended = false;
  const end = async (commit: boolean) => {
    if (ended) return;
    ended = true;
    let broken: Error | undefined;
    try {
      await client.query(commit ? 'COMMIT' : 'ROLLBACK');
    } catch (error) {
      // A connection whose commit or rollback failed is in an unknown state: the pool drops it.
      broken = error as Error;
      if (commit) throw error;
    } finally {
      client.release(broken);
    }
  };
  try {
    // One round trip: the simple protocol takes all three statements; the settings end with the transaction.
    await client.query(`BEGIN; ${SETTINGS}`);
  } catch (error) {
    client.release(error as Error);
    throw unavailableIfRetryable(error);
  }
  return { sql: async (strings, ...values) => (await client.query(statement(strings, values))).rows, end };
}

/** A lock or statement time-out or a lock cycle as the 503 the caller may retry after; anything else as it is. */
export function unavailableIfRetryable(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  return code && RETRYABLE.has(code) ? new AppError('unavailable', 'try_again_later') : error;
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
