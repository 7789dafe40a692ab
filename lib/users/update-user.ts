import { ROLES } from '@/lib/access/routes';
import { AppError } from '@/lib/api/errors';
import { audit } from '@/lib/audit/audit';
import { verifyPassword } from '@/lib/auth/password';
import { LIMITS, rateLimit } from '@/lib/auth/rate-limit';
import type { SessionUser } from '@/lib/auth/session-user';
import { db, type Prisma } from '@/lib/db';
import { checkPurchaseGrant } from './check-purchase-grant';
import { requestEmailChange } from './request-email-change';
import { resolveUserId } from './resolve-user-id';
import { ACTIVE_STATUS, DELETED_STATUS, OPERATOR_BLOCKED_STATUS, type UpdateUserInput } from './schemas';

const ADDRESS_FIELDS = ['addressLine1', 'addressLine2', 'postCode', 'county', 'country'] as const;

/**
 * PUT /api/user/{id} (platform-shell 5 "Saving a user"): the non-empty fields are applied, address
 * fields count only with useIndividualAddress. Status, admin flag and purchase rights are an
 * admin's business and only for another team member, so nobody can lift their own rights or lock
 * themselves out; anywhere else they are ignored. A new e-mail (which is also the username) only
 * starts a change that the link mailed to it confirms; one's own needs the current password.
 * A deleted user is unknown (404), and a block by the operator is the operator's to lift (403).
 */
export async function updateUser(session: SessionUser, id: number, input: UpdateUserInput, ip: string) {
  const { userId, teamMember } = resolveUserId(session, id);
  const { statusId, isAdmin, purchaseStatus, useIndividualAddress, email, currentPassword, ...rest } = input;
  const data: Prisma.UserUpdateInput = {};
  for (const [key, value] of Object.entries(rest)) {
    if ((ADDRESS_FIELDS as readonly string[]).includes(key) && useIndividualAddress === undefined) continue;
    if (value !== undefined) (data as Record<string, unknown>)[key] = value;
  }
  if (useIndividualAddress !== undefined) data.useIndividualAddress = useIndividualAddress;

  const where = { id: userId, accountId: session.accountId, statusId: { not: DELETED_STATUS } };
  const current = await db.user.findFirst({ where, select: { email: true, passwordHash: true } });
  if (!current) throw new AppError('not_found');
  const newEmail = email !== undefined && email !== current.email ? email : undefined;
  if (newEmail) await checkEmailChange(session, teamMember, current.passwordHash, currentPassword);

  const who = { userId: session.userId, accountId: session.accountId, ip };
  await db.$transaction(async (tx) => {
    const target = await tx.user.findFirst({ where, select: { roles: true, statusId: true } });
    if (!target) throw new AppError('not_found');
    let blocked = false;
    if (teamMember) {
      if (isAdmin !== undefined) data.isAdmin = isAdmin;
      if (statusId !== undefined && statusId !== target.statusId) {
        if (target.statusId === OPERATOR_BLOCKED_STATUS) throw new AppError('forbidden', 'user_blocked_by_operator');
        data.statusId = statusId;
        // The session check refuses blocked users already; moving validAfter also keeps their
        // old sessions dead after an unblock.
        if (statusId !== ACTIVE_STATUS) {
          data.validAfter = new Date();
          blocked = true;
        }
      }
      if (purchaseStatus !== undefined && purchaseStatus !== target.roles.includes(ROLES.purchase)) {
        if (purchaseStatus) await checkPurchaseGrant(tx, session.accountId);
        data.roles = purchaseStatus ? [...target.roles, ROLES.purchase] : target.roles.filter((r) => r !== ROLES.purchase);
      }
    }
    const saved = await tx.user.update({ where: { id: userId }, data, select: { id: true, email: true, firstName: true } });
    await audit(blocked ? 'user_blocked' : 'user_updated', who, { targetUserId: userId, fields: Object.keys(data) }, tx);
    if (newEmail) await requestEmailChange(tx, saved, newEmail, who);
  });
  return newEmail ? { message: 'saved', pendingEmail: newEmail } : { message: 'saved' };
}

/**
 * A stolen session must not be enough to take over the login name, nor an unlimited oracle for
 * the current password; an admin changing a team member's address needs no password of theirs.
 */
async function checkEmailChange(session: SessionUser, teamMember: boolean, passwordHash: string, currentPassword: string | undefined) {
  await rateLimit(`email-change:user:${session.userId}`, LIMITS.emailChangePerUser, LIMITS.windowSeconds);
  if (teamMember) return;
  if (!currentPassword) throw new AppError('validation', 'validation_failed', undefined, { currentPassword: 'required' });
  if (!(await verifyPassword(passwordHash, currentPassword))) {
    throw new AppError('validation', 'validation_failed', undefined, { currentPassword: 'wrong_password' });
  }
}
