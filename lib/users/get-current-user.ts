import type { SessionUser } from '@/lib/auth/session-user';

/**
 * GET /api/user: restores the session in the browser (platform-shell 7). Answered from the row the
 * session check has just read for this request, so it is as fresh as that check.
 */
export function getCurrentUser(session: SessionUser) {
  const type = session.accountType.toLowerCase();
  return {
    _id: session.userId,
    userId: session.userId,
    username: session.username,
    accountId: session.accountId,
    account: { id: session.accountId, type, platform: session.platformId, name: session.accountName },
    email: session.email,
    firstName: session.firstName,
    lastName: session.lastName,
    type_id: type,
    roles: session.roles,
    features: session.features,
    isAdmin: session.isAdmin,
    gtcAccepted: session.gtcAccepted,
  };
}
