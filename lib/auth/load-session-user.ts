import { getToken } from 'next-auth/jwt';
import { db } from '@/lib/db';
import { TERMS_VERSION } from '@/lib/auth/terms';
import type { SessionUser } from './session-user';

/** A request, or the cookies and headers of a server component. */
export interface RequestCookies {
  cookies: { getAll(): { name: string; value: string }[] };
  headers: Headers;
}

/**
 * Reads the next-auth JWT cookie and loads the user fresh from the database, so that a blocked
 * user, a blocked account or a session older than the user's `validAfter` ends at this request.
 */
export async function loadSessionUser(req: RequestCookies): Promise<SessionUser | null> {
  const token = await getToken({ req: req as Parameters<typeof getToken>[0]['req'], secret: process.env.NEXTAUTH_SECRET });
  const userId = Number(token?.sub);
  // authAt (ms, set at sign-in only, see options.ts); a token without it predates this rule.
  const authAt = token?.authAt;
  if (!token || !Number.isInteger(userId) || typeof authAt !== 'number') return null;
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      email: true,
      firstName: true,
      lastName: true,
      roles: true,
      features: true,
      isAdmin: true,
      statusId: true,
      locked: true,
      validAfter: true,
      termsAcceptances: { where: { version: TERMS_VERSION }, select: { id: true } },
      account: { select: { id: true, type: true, platformId: true, blocked: true, parentId: true, isShareholder: true, features: true } },
    },
  });
  if (!user || user.statusId !== 100 || user.locked || user.account.blocked) return null;
  if (authAt < user.validAfter.getTime()) return null;
  return {
    userId: user.id,
    accountId: user.account.id,
    accountType: user.account.type,
    platformId: user.account.platformId,
    parentAccountId: user.account.parentId,
    isShareholder: user.account.isShareholder,
    roles: user.roles,
    features: [...new Set([...user.account.features, ...user.features])],
    isAdmin: user.isAdmin,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    gtcAccepted: user.termsAcceptances.length > 0,
  };
}
