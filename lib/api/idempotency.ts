import { createHash } from 'node:crypto';
import { sessionRowPart } from '@/lib/auth/load-session-user';
import type { SessionRow } from '@/lib/auth/domain/session-from-row';
import { db, sql, type Tx } from '@/lib/db';
import { beginTransaction, sentTogether, sqlOf, unavailableIfRetryable, type Transaction, type TxSql } from '@/lib/db-transaction';
import { AppError } from './errors';
import { jsonAnswer } from './encoded-body';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** Printable ASCII without spaces, 1 to 255 characters (a UUID is what browsers send). */
const KEY = /^[\x21-\x7E]{1,255}$/;

/** How long a key holds; after that the same key is a new request and the row may be swept. */
export const KEY_HOURS = 24;

const expiredBefore = (now: Date) => new Date(now.getTime() - KEY_HOURS * 3_600_000);

/** The request's fingerprint: the same key with another body is refused, not replayed. */
export const requestHash = (body: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');

/** The header's key, or null when the request has none; a malformed one is a 400 naming the header. */
export function idempotencyKeyOf(headers: Headers): string | null {
  const key = headers.get(IDEMPOTENCY_HEADER);
  if (key !== null && !KEY.test(key)) throw new AppError('validation', 'idempotency_key_invalid', undefined, { 'Idempotency-Key': 'idempotency_key_invalid' });
  return key;
}

/**
 * Claims (account, key) in the caller's transaction, the one mechanism of checkout and of the
 * creating calls (security 18, Stripe's scheme); the caller stores its answer before it commits.
 * Returns null when the key is the caller's now; else the row of the first request, for the caller
 * to replay or refuse. A request with the same key while the first one's transaction runs waits on
 * the unique index until it ends, and then sees its answer, or claims the key itself when the first
 * one rolled back. A key older than KEY_HOURS is taken over as new.
 */
export async function claimKey(tx: TxSql, accountId: number, key: string, hash: string, now: Date) {
  const claimed = await tx<{ key: string }>`
    INSERT INTO "IdempotencyKey" ("accountId", "key", "requestHash", "response", "createdAt")
    VALUES (${accountId}, ${key}, ${hash}, NULL, ${now}::timestamp)
    ON CONFLICT ("accountId", "key") DO UPDATE SET "requestHash" = EXCLUDED."requestHash", "response" = NULL, "createdAt" = EXCLUDED."createdAt"
      WHERE "IdempotencyKey"."createdAt" < ${expiredBefore(now)}::timestamp
    RETURNING "key"`;
  if (claimed.length === 1) return null;
  const [first] = await tx<{ requestHash: string; response: unknown }>`
    SELECT "requestHash", "response" FROM "IdempotencyKey" WHERE "accountId" = ${accountId} AND "key" = ${key}`;
  return first;
}

/**
 * `value` with every object's keys in the order PostgreSQL's jsonb keeps them (shorter first, then
 * by bytes): an answer sent before its stored row is read back is byte for byte what every replay
 * of that row gives.
 */
export function inStoredOrder<T>(value: T): T {
  if (Array.isArray(value)) return value.map(inStoredOrder) as T;
  if (value === null || typeof value !== 'object') return value;
  const byStoredOrder = ([a]: [string, unknown], [b]: [string, unknown]) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
  return Object.fromEntries(
    Object.entries(value)
      .sort(byStoredOrder)
      .map(([key, inner]) => [key, inStoredOrder(inner)]),
  ) as T;
}

/** Stores the call's answer under the key it claimed, in the claim's transaction: a retry replays it once committed. */
const storeAnswer = (tx: TxSql, accountId: number, key: string, answer: StoredAnswer) => tx`
  UPDATE "IdempotencyKey" SET "response" = ${JSON.stringify(answer)}::jsonb WHERE "accountId" = ${accountId} AND "key" = ${key}`;

interface Call {
  accountId: number;
  /** Method and path: a key is scoped to the caller's account and the call it was sent with. */
  scope: string;
  key: string;
  body: unknown;
}

interface StoredAnswer {
  status: number;
  body: unknown;
}

/** A refusal of the call itself: its transaction rolls back, which frees the key, and the answer goes out as it is. */
class Refused extends Error {
  constructor(readonly answer: Response) {
    super('refused');
  }
}

/**
 * Runs a creating call once per `Idempotency-Key`: in one transaction the key is claimed, the
 * call writes through `tx`, and its answer is stored, so the resource and the key's answer are
 * committed together or not at all. A retry with the same key and body gets the first answer
 * again, marked `Idempotent-Replayed: true`, and creates nothing; the same key with another body
 * answers 422. A refused call (an error or a non-2xx answer) frees the key, so the corrected
 * request may use it again.
 */
export async function runOnce(call: Call, run: (tx: Tx) => Promise<Response>): Promise<Response> {
  const key = `${call.scope} ${call.key}`;
  const hash = requestHash(call.body);
  try {
    return await db.$transaction(async (tx) => {
      const raw = sqlOf(tx);
      const first = await claimKey(raw, call.accountId, key, hash, new Date());
      if (first) return replay(first.requestHash === hash, first.response as StoredAnswer | null);
      const answer = await run(tx);
      if (!answer.ok) throw new Refused(answer);
      const body: unknown = JSON.parse((await answer.clone().text()) || 'null');
      await storeAnswer(raw, call.accountId, key, { status: answer.status, body });
      return answer;
    });
  } catch (error) {
    if (error instanceof Refused) return error.answer;
    throw error;
  }
}

/**
 * runOnce for a call that writes only through hand-written statements (`sql`), on `pg`, holding
 * one connection at most: a committed key is answered from its row before the call runs (`known`:
 * the row as the session's statement read it, sessionWithCommittedKey, null for none); the
 * call's reads go to the pool as any call's; the key's transaction begins at the call's first
 * write (or after the call), claiming the key in the round trip of BEGIN and that write, and its
 * answer is stored in the round trip of COMMIT (lib/db-transaction.ts). So a burst of creating
 * calls never waits for a read connection while holding a transaction's. Two requests with one
 * key that both pass the first look meet at the claim: the second waits for the first's commit,
 * rolls its own writes back and replays the first's answer.
 */
export async function runOnceOnSql(call: Call, run: (sql: TxSql) => Promise<Response>, known?: CommittedKey | null): Promise<Response> {
  const key = `${call.scope} ${call.key}`;
  const hash = requestHash(call.body);
  const now = new Date();
  const committed =
    known !== undefined
      ? known
      : (
          await sql<CommittedKey>`
            SELECT "requestHash", "response" FROM "IdempotencyKey"
            WHERE "accountId" = ${call.accountId} AND "key" = ${key} AND "createdAt" >= ${expiredBefore(now)}::timestamp`
        )[0];
  if (committed) return replay(committed.requestHash === hash, committed.response as StoredAnswer | null);
  let opened: Promise<{ tx: Transaction; claimed: Promise<CommittedKey | null> }> | undefined;
  const begin = () =>
    (opened ??= beginTransaction().then((tx) => {
      const [claimed] = sentTogether(claimKey(tx.sql, call.accountId, key, hash, now));
      return { tx, claimed };
    }));
  const write: TxSql = async (strings, ...values) => (await begin()).tx.sql(strings, ...values);
  try {
    const answer = await run(write);
    if (!answer.ok) throw new Refused(answer);
    const body: unknown = JSON.parse((await answer.clone().text()) || 'null');
    const { tx, claimed } = await begin();
    const first = await claimed;
    if (first) throw new Refused(replay(first.requestHash === hash, first.response as StoredAnswer | null));
    void storeAnswer(tx.sql, call.accountId, key, { status: answer.status, body });
    await tx.end(true);
    return answer;
  } catch (error) {
    await opened?.then(({ tx }) => tx.end(false)).catch(() => {});
    if (error instanceof Refused) return error.answer;
    throw unavailableIfRetryable(error);
  }
}

/** A key's committed row: the first request's fingerprint and answer. */
export interface CommittedKey {
  requestHash: string;
  response: unknown;
}

/**
 * A session read (withApi's sessionRead) that also looks for the committed answer of the call's
 * key (`scope`: method and path), as `committedKey`, null when there is none: runOnceOnSql's first
 * look in the session's own round trip.
 */
export function sessionWithCommittedKey(scope: string, key: string) {
  return async (userId: number, authAt: number) => {
    const [row] = await sql<SessionRow & { committedKey: CommittedKey | null }>`
      WITH "s" AS (${sessionRowPart(userId, authAt)})
      SELECT "s".*, (
        SELECT json_build_object('requestHash', k."requestHash", 'response', k."response") FROM "IdempotencyKey" k
        WHERE k."accountId" = "s"."accountId" AND k."key" = ${`${scope} ${key}`} AND k."createdAt" >= ${expiredBefore(new Date())}::timestamp
      ) AS "committedKey"
      FROM "s"`;
    return row;
  };
}

function replay(sameBody: boolean, first: StoredAnswer | null): Response {
  if (!sameBody) throw new AppError('trading', 'request_key_reused', undefined, { 'Idempotency-Key': 'request_key_reused' });
  // A committed key always holds its answer (claim and answer share a transaction); a row without
  // one could only come from an older server version.
  if (!first) throw new AppError('conflict', 'request_in_progress');
  return jsonAnswer(first.body, { status: first.status, headers: { 'idempotent-replayed': 'true' } });
}

/** Deletes the keys past KEY_HOURS, of checkout and the creating calls alike; run periodically by every instance. */
export async function deleteExpiredKeys(now = new Date()): Promise<number> {
  const [gone] = await sql<{ count: number }>`
    WITH gone AS (DELETE FROM "IdempotencyKey" WHERE "createdAt" < ${expiredBefore(now)}::timestamp RETURNING 1) SELECT count(*)::int AS "count" FROM gone`;
  return gone.count;
}
