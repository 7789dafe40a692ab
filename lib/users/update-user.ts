import { ROLES } from '@/lib/access/routes';
import { AppError } from '@/lib/api/errors';
import { audit } from '@/lib/audit/audit';
import type { SessionUser } from '@/lib/auth/session-user';
import { db, type Prisma } from '@/lib/db';
import { checkPurchaseGrant } from './check-purchase-grant';
import { resolveUserId } from './resolve-user-id';
import { ACTIVE_STATUS, type UpdateUserInput } from './schemas';

const ADDRESS_FIELDS = ['addressLine1', 'addressLine2', 'postCode', 'county', 'country'] as const;

/**
 * PUT /api/user/{id} (platform-shell 5 "Saving a user"): the non-empty fields are applied, the
 * e-mail also becomes the username, address fields count only with useIndividualAddress. Status,
 * admin flag and purchase rights are an admin's business and only for another team member, so
 * nobody can lift their own rights or lock themselves out; anywhere else they are ignored.
 */
export async function updateUser(session: SessionUser, id: number, input: UpdateUserInput, ip: string) {
  const { userId, teamMember } = resolveUserId(session, id);
  const { statusId, isAdmin, purchaseStatus, useIndividualAddress, ...rest } = input;
  const data: Prisma.UserUpdateInput = {};
  for (const [key, value] of Object.entries(rest)) {
    if ((ADDRESS_FIELDS as readonly string[]).includes(key) && useIndividualAddress === undefined) continue;
    if (value !== undefined) (data as Record<string, unknown>)[key] = value;
  }
  if (input.email) data.username = input.email;
  if (useIndividualAddress !== undefined) data.useIndividualAddress = useIndividualAddress;

  await db.$transaction(async (tx) => {
    const target = await tx.user.findFirst({ where: { id: userId, accountId: session.accountId }, select: { roles: true, statusId: true } });
    if (!target) throw new AppError('not_found');
    let blocked = false;
    if (teamMember) {
      if (isAdmin !== undefined) data.isAdmin = isAdmin;
      if (statusId !== undefined && statusId !== target.statusId) {
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
    await tx.user.update({ where: { id: userId }, data });
    await audit(
      blocked ? 'user_blocked' : 'user_updated',
      { userId: session.userId, accountId: session.accountId, ip },
      { targetUserId: userId, fields: Object.keys(data) },
      tx,
    );
  });
  return { message: 'saved' };
}
