import { part, sql, type SqlPart } from '@/lib/db';
import { AppError } from '@/lib/api/errors';

/**
 * A fixed-window counter in PostgreSQL, so every app instance counts against the same limit.
 * Throws 429 once `limit` hits in the current window are exceeded.
 */
export async function rateLimit(key: string, limit: number, windowSeconds: number): Promise<void> {
  const now = Date.now();
  // Hand-written on the pool: it runs before every login.
  const [hit] = await sql<{ count: number }>`WITH ${hitPart(key, windowSeconds, now)} SELECT "count" FROM "hit"`;
  refuseOverLimit(hit.count, limit, windowSeconds, now);
}

/**
 * One hit on the bucket of `key` in the window of `now`, as WITH entry "hit" (its "count": the hits
 * so far, this one included) of a statement: a call that reads anyway counts in the same round
 * trip, and hands the count to refuseOverLimit.
 */
export function hitPart(key: string, windowSeconds: number, now: number): SqlPart {
  const windowStart = new Date(Math.floor(now / (windowSeconds * 1000)) * windowSeconds * 1000);
  return part`"hit" AS (
    INSERT INTO "RateLimitBucket" ("key", "windowStart", "count") VALUES (${key}, ${windowStart}::timestamp, 1)
    ON CONFLICT ("key", "windowStart") DO UPDATE SET "count" = "RateLimitBucket"."count" + 1
    RETURNING "count")`;
}

/** The 429 of a bucket past its limit, with the seconds until its window ends. */
export function refuseOverLimit(count: number, limit: number, windowSeconds: number, now: number) {
  if (count > limit) throw new AppError('rate_limited', 'too_many_requests', { retryAfterSeconds: secondsLeftInWindow(windowSeconds, now) });
}

/** A 429's Retry-After: the seconds until the current window ends and the counter starts afresh. */
export function secondsLeftInWindow(windowSeconds: number, now = Date.now()): number {
  const windowMs = windowSeconds * 1000;
  return Math.max(1, Math.ceil((windowMs - (now % windowMs)) / 1000));
}

/** Buckets of windows that ended over a day ago (the longest window is an hour), so the table keeps only what counts. */
export async function deleteExpiredBuckets(now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - 86_400_000);
  const [gone] = await sql<{ count: number }>`
    WITH gone AS (DELETE FROM "RateLimitBucket" WHERE "windowStart" < ${before}::timestamp RETURNING 1)
    SELECT count(*)::int AS "count" FROM gone`;
  return gone.count;
}

export const LIMITS = {
  /** Wide: a whole office may sign in from one address. */
  loginPerIp: Number(process.env.RATE_LOGIN_PER_IP ?? 300),
  loginPerIpAndAccount: Number(process.env.RATE_LOGIN_PER_IP_AND_ACCOUNT ?? 10),
  resetPerIp: Number(process.env.RATE_RESET_PER_IP ?? 10),
  resetPerAccount: Number(process.env.RATE_RESET_PER_ACCOUNT ?? 5),
  passwordChangePerUser: Number(process.env.RATE_PASSWORD_CHANGE_PER_USER ?? 10),
  emailChangePerUser: Number(process.env.RATE_EMAIL_CHANGE_PER_USER ?? 5),
  emailConfirmPerIp: Number(process.env.RATE_EMAIL_CONFIRM_PER_IP ?? 10),
  /** Per buyer company, whoever of it orders: a runaway script or a stolen session cannot flood the sellers with orders. */
  checkoutPerAccount: Number(process.env.RATE_CHECKOUT_PER_ACCOUNT ?? 120),
  windowSeconds: 60,
};
