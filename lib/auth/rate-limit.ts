import { sql } from '@/lib/db';
import { AppError } from '@/lib/api/errors';

/**
 * A fixed-window counter in PostgreSQL, so every app instance counts against the same limit.
 * Throws 429 once `limit` hits in the current window are exceeded.
 */
export async function rateLimit(key: string, limit: number, windowSeconds: number): Promise<void> {
  const now = Date.now();
  const windowStart = new Date(Math.floor(now / (windowSeconds * 1000)) * windowSeconds * 1000);
  // Hand-written on the pool: it runs before every checkout and login.
  const rows = await sql<{ count: number }>`
    INSERT INTO "RateLimitBucket" ("key", "windowStart", "count") VALUES (${key}, ${windowStart}::timestamp, 1)
    ON CONFLICT ("key", "windowStart") DO UPDATE SET "count" = "RateLimitBucket"."count" + 1
    RETURNING "count"`;
  if (rows[0].count <= limit) return;
  throw new AppError('rate_limited', 'too_many_requests', { retryAfterSeconds: secondsLeftInWindow(windowSeconds, now) });
}

/** A 429's Retry-After: the seconds until the current window ends and the counter starts afresh. */
export function secondsLeftInWindow(windowSeconds: number, now = Date.now()): number {
  const windowMs = windowSeconds * 1000;
  return Math.max(1, Math.ceil((windowMs - (now % windowMs)) / 1000));
}

export const LIMITS = {
  loginPerIp: Number(process.env.RATE_LOGIN_PER_IP ?? 30),
  loginPerAccount: Number(process.env.RATE_LOGIN_PER_ACCOUNT ?? 20),
  resetPerIp: Number(process.env.RATE_RESET_PER_IP ?? 10),
  resetPerAccount: Number(process.env.RATE_RESET_PER_ACCOUNT ?? 5),
  passwordChangePerUser: Number(process.env.RATE_PASSWORD_CHANGE_PER_USER ?? 10),
  windowSeconds: 60,
};
