import { randomUUID } from 'node:crypto';
import { db, sql } from '@/lib/db';
import { beginTransaction, sentTogether, withTransaction, type TxSql } from '@/lib/db-transaction';
import { socketWritesOf } from '../helpers/socket-writes';

/**
 * A transaction of the hot paths on pg's pipelining connection (lib/db-transaction.ts): what goes
 * out together, and that a statement nobody waited for still decides whether the transaction
 * commits.
 */
// Connections opened before the tests: a new one's handshake would be writes of its own.
beforeAll(() => Promise.all(Array.from({ length: 3 }, () => sql`SELECT 1`)));
afterAll(() => db.$disconnect());

/** A row of an unlogged table no test reads otherwise: written or not by the transaction under test. */
const marker = () => `transaction-test:${randomUUID()}`;
const writeMarker = (tx: TxSql, key: string) => tx`INSERT INTO "RateLimitBucket" ("key", "windowStart", "count") VALUES (${key}, now(), 1)`;
const markerKept = async (key: string) => (await sql<{ n: number }>`SELECT count(*)::int AS "n" FROM "RateLimitBucket" WHERE "key" = ${key}`)[0].n === 1;

describe('a transaction on a pipelining connection', () => {
  test('BEGIN and the statements sent together leave in one write, their answers come back in order, and COMMIT leaves in one more', async () => {
    const tx = await beginTransaction();
    const { result, writes } = await socketWritesOf(async () => {
      const [a, b, c] = sentTogether(tx.sql<{ n: number }>`SELECT 1 AS "n"`, tx.sql<{ n: number }>`SELECT 2 AS "n"`, tx.sql<{ n: number }>`SELECT 3 AS "n"`);
      const answers = [await a, await b, await c].map(([row]) => row.n);
      return answers;
    });
    expect(result).toEqual([1, 2, 3]);
    expect(writes).toHaveLength(1);
    expect((await socketWritesOf(() => tx.end(true))).writes).toHaveLength(1);
  });

  test('the last write, sent without waiting for its answer, leaves with COMMIT, and is committed', async () => {
    const key = marker();
    const { writes } = await socketWritesOf(() =>
      withTransaction(async (tx) => {
        void writeMarker(tx, key);
      }),
    );
    expect(writes).toHaveLength(1);
    expect(await markerKept(key)).toBe(true);
  });

  test('a statement nobody waited for that fails: the commit throws its error and nothing of the transaction is kept', async () => {
    const key = marker();
    const tx = await beginTransaction();
    await writeMarker(tx.sql, key);
    void tx.sql`SELECT 1 / ${0}::int`;
    await expect(tx.end(true)).rejects.toMatchObject({ code: '22012' });
    expect(await markerKept(key)).toBe(false);
  });

  test('a statement sent after one that failed reports the first failure, not the aborted transaction', async () => {
    const key = marker();
    await expect(
      withTransaction(async (tx) => {
        const [failed, after] = sentTogether(tx`SELECT 1 / ${0}::int`, writeMarker(tx, key));
        await after.catch((error: unknown) => expect(error).toMatchObject({ code: '22012' }));
        await failed;
      }),
    ).rejects.toMatchObject({ code: '22012' });
    expect(await markerKept(key)).toBe(false);
  });

  test('answers left unread when the caller stops early fail silently, and the connection serves the next transaction', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      await expect(
        withTransaction(async (tx) => {
          const [first] = sentTogether(tx`SELECT 1 / ${0}::int`, tx`SELECT 1`, tx`SELECT 2`);
          await first;
        }),
      ).rejects.toMatchObject({ code: '22012' });
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).not.toHaveBeenCalled();
      expect(await withTransaction((tx) => tx<{ n: number }>`SELECT 7 AS "n"`)).toEqual([{ n: 7 }]);
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
