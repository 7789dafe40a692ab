import { createHash } from 'node:crypto';
import { NextResponse } from 'next/server';
import { sql } from '@/lib/db';
import { AppError } from './errors';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** Printable ASCII without spaces, 1 to 255 characters (a UUID is what browsers send). */
const KEY = /^[\x21-\x7E]{1,255}$/;

/** How long a key holds; after that the same key is a new request. */
const KEY_HOURS = 24;

interface Call {
  accountId: number;
  /** Method and path: a key is scoped to the caller's account and the call it was sent with. */
  scope: string;
  key: string;
  body: unknown;
}

/**
 * Runs a creating call once per `Idempotency-Key`: the first request claims the key (a row under
 * the account's unique key, in the database, so every instance sees it), runs, and stores its
 * answer; a retry with the same key and body gets that answer again, marked
 * `Idempotent-Replayed: true`, and creates nothing. The same key with another body, or while the
 * first request still runs, is refused with 409. A refused first request frees the key, so the
 * corrected request may use it again.
 */
export async function runOnce(call: Call, run: () => Promise<Response>): Promise<Response> {
  if (!KEY.test(call.key)) throw new AppError('validation', 'idempotency_key_invalid', undefined, { 'Idempotency-Key': 'idempotency_key_invalid' });
  const key = `${call.scope} ${call.key}`;
  const requestHash = createHash('sha256').update(JSON.stringify(call.body ?? null)).digest('hex');
  // Claims the key, or takes over one whose 24 hours are over.
  const claimed = await sql<{ key: string }>`
    INSERT INTO "IdempotencyKey" ("accountId", "key", "requestHash", "createdAt") VALUES (${call.accountId}, ${key}, ${requestHash}, now())
    ON CONFLICT ("accountId", "key") DO UPDATE SET "requestHash" = EXCLUDED."requestHash", "response" = NULL, "createdAt" = EXCLUDED."createdAt"
      WHERE "IdempotencyKey"."createdAt" < now() - make_interval(hours => ${KEY_HOURS})
    RETURNING "key"`;
  if (claimed.length === 0) return replay(call.accountId, key, requestHash);
  let answer: Response;
  try {
    answer = await run();
  } catch (error) {
    await release(call.accountId, key);
    throw error;
  }
  if (!answer.ok) {
    await release(call.accountId, key);
    return answer;
  }
  const body: unknown = JSON.parse((await answer.clone().text()) || 'null');
  await sql`
    UPDATE "IdempotencyKey" SET "response" = ${JSON.stringify({ status: answer.status, body })}::jsonb
    WHERE "accountId" = ${call.accountId} AND "key" = ${key}`;
  return answer;
}

async function replay(accountId: number, key: string, requestHash: string): Promise<Response> {
  const [first] = await sql<{ requestHash: string; response: { status: number; body: unknown } | null }>`
    SELECT "requestHash", "response" FROM "IdempotencyKey" WHERE "accountId" = ${accountId} AND "key" = ${key}`;
  // Gone meanwhile: the first request failed and freed the key; the client may send it again.
  if (!first || !first.response) throw new AppError('conflict', first && first.requestHash !== requestHash ? 'request_key_reused' : 'request_in_progress');
  if (first.requestHash !== requestHash) throw new AppError('conflict', 'request_key_reused');
  return NextResponse.json(first.response.body, { status: first.response.status, headers: { 'idempotent-replayed': 'true' } });
}

function release(accountId: number, key: string) {
  return sql`DELETE FROM "IdempotencyKey" WHERE "accountId" = ${accountId} AND "key" = ${key} AND "response" IS NULL`;
}
