import { db } from '@/lib/db';
import type { SessionUser } from '@/lib/auth/session-user';

/** GET /api/user: restores the session in the browser (platform-shell 7). */
export async function getCurrentUser(session: SessionUser) {
  const user = await db.user.findUniqueOrThrow({
    where: { id: session.userId },
    select: { id: true, username: true, email: true, firstName: true, lastName: true, account: { select: { id: true, type: true, platformId: true, name: true } } },
  });
  return {
    _id: user.id,
    userId: user.id,
    username: user.username,
    accountId: user.account.id,
    account: { id: user.account.id, type: user.account.type.toLowerCase(), platform: user.account.platformId, name: user.account.name },
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    type_id: user.account.type.toLowerCase(),
    roles: session.roles,
    features: session.features,
    isAdmin: session.isAdmin,
    gtcAccepted: session.gtcAccepted,
  };
}
