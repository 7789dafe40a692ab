import { ROLES } from '@/lib/access/routes';
import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';

/**
 * The user who placed a target order, as checkout sees a signed-in buyer: a fill buys in its name.
 * Null when it may no longer buy (no longer active, its company blocked, the purchase right taken
 * away): then nothing fills until the buyer resumes the order as someone who may.
 */
export async function placingUser(userId: number): Promise<SessionUser | null> {
  const user = await db.user.findUnique({ where: { id: userId }, include: { account: true } });
  if (!user || user.statusId !== 100 || user.account.blocked || !user.roles.includes(ROLES.purchase)) return null;
  return {
    userId: user.id,
    accountId: user.accountId,
    accountType: user.account.type,
    platformId: user.account.platformId,
    parentAccountId: user.account.parentId,
    isShareholder: user.account.isShareholder,
    roles: user.roles,
    features: [...new Set([...user.account.features, ...user.features])],
    isAdmin: user.isAdmin,
    email: user.email,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    accountName: user.account.name,
    // Terms were accepted when the order was placed through the screen that requires them.
    gtcAccepted: true,
    accountMetadataVersion: user.account.metadataVersion,
  };
}
