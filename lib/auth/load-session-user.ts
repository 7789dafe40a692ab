import { getToken } from 'next-auth/jwt';
import { part, sql } from '@/lib/db';
import { TERMS_VERSION } from '@/lib/auth/terms';
import { decodeSessionToken } from './decode-session-token';
import { sessionFromRow, type SessionRow } from './domain/session-from-row';
import type { SessionUser } from './session-user';

/** A request, or the cookies and headers of a server component. */
export interface RequestCookies {
  cookies: { getAll(): { name: string; value: string }[] };
  headers: Headers;
}

/**
 * Reads the next-auth JWT cookie and loads the user fresh from the database, so that a blocked
 * user, a blocked account, a logged-out session or one older than the user's `validAfter` or the
 * session lifetime ends at this request.
 * It runs on every authenticated request: one hand-written statement (user, account and terms
 * acceptance), because the ORM's per-query work cost more than the query itself.
 */
export async function loadSessionUser(req: RequestCookies): Promise<SessionUser | null> {
  return (await loadSession(req, sessionRow))?.user ?? null;
}

/**
 * The session as loadSessionUser checks it, its row read by `read`: a statement that reads the
 * session's row (sessionRowPart) and what the call needs beside it in one round trip (the market's
 * head, lib/market/load-market-rows.ts). Gives the user and that row.
 */
export async function loadSession<R extends SessionRow>(
  req: RequestCookies,
  read: (userId: number, authAt: number) => Promise<R | undefined>,
): Promise<{ user: SessionUser; row: R } | null> {
  const token = await readToken(req);
  const userId = Number(token?.sub);
  // authAt (ms, set at sign-in only, see options.ts); a token without it predates this rule.
  const authAt = token?.authAt;
  if (!token || !Number.isInteger(userId) || typeof authAt !== 'number') return null;
  const row = await read(userId, authAt);
  const user = sessionFromRow(row, authAt, Date.now());
  return user && { user, row: row! };
}

/**
 * A user as a session signed in right now would see it, or null when such a session would not
 * hold: a target order's fill buys in the name of the user who placed it.
 */
export async function sessionUserNow(userId: number): Promise<SessionUser | null> {
  const now = Date.now();
  return sessionFromRow(await sessionRow(userId, now), now, now);
}

async function sessionRow(userId: number, authAt: number): Promise<SessionRow | undefined> {
  const [row] = await sql<SessionRow>`${sessionRowPart(userId, authAt)}`;
  return row;
}

/** The statement of a session's row (user, account, terms acceptance, logout), as a part of a statement. */
export function sessionRowPart(userId: number, authAt: number) {
  return part`
    SELECT u."id", u."email", u."username", u."firstName", u."lastName", u."roles", u."features", u."isAdmin",
           u."statusId", u."validAfter",
           a."id" AS "accountId", a."name" AS "accountName", a."type" AS "accountType", a."platformId", a."parentId",
           a."isShareholder", a."blocked" AS "accountBlocked", a."features" AS "accountFeatures",
           a."metadataVersion" AS "accountMetadataVersion",
           EXISTS (SELECT 1 FROM "TermsAcceptance" t WHERE t."userId" = u."id" AND t."version" = ${TERMS_VERSION}) AS "termsAccepted",
           EXISTS (SELECT 1 FROM "RevokedSession" r WHERE r."userId" = u."id" AND r."authAt" = ${authAt}::bigint) AS "revoked"
    FROM "User" u
    JOIN "Account" a ON a."id" = u."accountId"
    WHERE u."id" = ${userId}`;
}

/** The sign-in time of the request's session (options.ts stamps it), or null without one. */
export async function sessionAuthAt(req: RequestCookies): Promise<number | null> {
  const token = await readToken(req);
  return typeof token?.authAt === 'number' ? token.authAt : null;
}

const readToken = (req: RequestCookies) =>
  getToken({ req: req as Parameters<typeof getToken>[0]['req'], secret: process.env.NEXTAUTH_SECRET, decode: decodeSessionToken });
