import { DateTime } from 'luxon';
import type { SessionUser } from '@/lib/auth/session-user';
import { sql } from '@/lib/db';
import { brand } from '@/lib/env';
import { DELETED_STATUS } from '@/lib/users/schemas';

/** How long a relationship request may wait for its seller before it is the operator's business. */
export const REQUEST_WAIT_DAYS = 2;
/** Rows of each queue the start page lists; the count says how many there are in all. */
const QUEUE_ROWS = 10;

interface Queue<T> {
  count: number;
  rows: T[];
}

export interface OperatorDeskDto {
  lockedLogins: Queue<{ userId: number; name: string; email: string; accountId: number; accountName: string }>;
  waitingRequests: Queue<{ id: number; buyerAccountId: number; buyerName: string; sellerAccountId: number; sellerName: string; requestedAt: string }>;
  notReleased: Queue<{ accountId: number; accountName: string; type: string; createdAt: string }>;
  failedMails: Queue<{ id: number; to: string; subject: string; attempts: number; lastError: string | null; createdAt: string }>;
  /** Orders placed today (the brand's day) per brand of the database, not counting cancelled ones; volume in cbm. */
  today: { brandId: string; platformName: string; orders: number; volume: string }[];
}

/**
 * GET /api/operator/desk (design 14): the operator's start page as a work queue. Locked logins
 * (a lock in force from some client address: the user may be the one who calls),
 * relationship requests waiting for the seller more than two days, accounts not released for
 * trading and mails the outbox could not send (counts and the oldest first), and today's orders
 * and volume per brand. One statement.
 */
export async function getOperatorDesk(operator: SessionUser, now = new Date()): Promise<OperatorDeskDto> {
  const dayStart = DateTime.fromJSDate(now, { zone: brand().timeZone }).startOf('day').toJSDate();
  const waitingSince = DateTime.fromJSDate(now).minus({ days: REQUEST_WAIT_DAYS }).toJSDate();
  const platformId = operator.platformId;
  // Timestamps leave as timestamptz (AT TIME ZONE 'UTC'), so their JSON names the zone.
  const [row] = await sql<{ desk: OperatorDeskDto }>`
    WITH locked AS (
      SELECT u."id" AS "userId", u."firstName" || ' ' || u."lastName" AS "name", u."email", a."id" AS "accountId", a."name" AS "accountName"
        FROM "User" u JOIN "Account" a ON a."id" = u."accountId"
       WHERE u."statusId" <> ${DELETED_STATUS} AND a."platformId" = ${platformId}
         AND EXISTS (SELECT 1 FROM "LoginLock" l WHERE l."email" = u."email" AND l."lockedUntil" > ${now}::timestamp)
    ), waiting AS (
      SELECT r."id", b."id" AS "buyerAccountId", b."name" AS "buyerName", s."id" AS "sellerAccountId", s."name" AS "sellerName", r."requestedAt" AT TIME ZONE 'UTC' AS "requestedAt"
        FROM "Relationship" r JOIN "Account" b ON b."id" = r."buyerAccountId" JOIN "Account" s ON s."id" = r."sellerAccountId"
       WHERE r."status" = 'NEW' AND r."requestedAt" < ${waitingSince} AND s."platformId" = ${platformId}
    ), unreleased AS (
      SELECT a."id" AS "accountId", a."name" AS "accountName", a."type", a."createdAt" AT TIME ZONE 'UTC' AS "createdAt"
        FROM "Account" a
       WHERE a."platformId" = ${platformId} AND NOT a."blocked" AND NOT a."releasedForTrading" AND a."type" IN ('BUYER', 'SELLER')
    ), failed AS (
      SELECT m."id", m."to", m."subject", m."attempts", m."lastError", m."createdAt" AT TIME ZONE 'UTC' AS "createdAt"
        FROM "EmailOutbox" m WHERE m."sentAt" IS NULL AND m."lastError" IS NOT NULL
    )
    SELECT json_build_object(
      'lockedLogins', json_build_object('count', (SELECT count(*) FROM locked),
        'rows', (SELECT coalesce(json_agg(l ORDER BY l."accountName", l."name"), '[]') FROM (SELECT * FROM locked ORDER BY "accountName", "name" LIMIT ${QUEUE_ROWS}) l)),
      'waitingRequests', json_build_object('count', (SELECT count(*) FROM waiting),
        'rows', (SELECT coalesce(json_agg(w ORDER BY w."requestedAt"), '[]') FROM (SELECT * FROM waiting ORDER BY "requestedAt" LIMIT ${QUEUE_ROWS}) w)),
      'notReleased', json_build_object('count', (SELECT count(*) FROM unreleased),
        'rows', (SELECT coalesce(json_agg(n ORDER BY n."createdAt"), '[]') FROM (SELECT * FROM unreleased ORDER BY "createdAt" LIMIT ${QUEUE_ROWS}) n)),
      'failedMails', json_build_object('count', (SELECT count(*) FROM failed),
        'rows', (SELECT coalesce(json_agg(f ORDER BY f."createdAt"), '[]') FROM (SELECT * FROM failed ORDER BY "createdAt" LIMIT ${QUEUE_ROWS}) f)),
      'today', (SELECT coalesce(json_agg(t ORDER BY t."brandId"), '[]') FROM (
        SELECT p."brandId", p."name" AS "platformName", count(o."id")::int AS "orders", coalesce(sum(o."quantity"), 0)::text AS "volume"
          FROM "Platform" p
          LEFT JOIN "Account" s ON s."platformId" = p."id"
          LEFT JOIN "Order" o ON o."sellerAccountId" = s."id" AND o."created" >= ${dayStart} AND o."status" <> 'CANCELLED'
         GROUP BY p."id", p."brandId", p."name") t)
    ) AS "desk"`;
  return row.desk;
}
