import { AppError } from '@/lib/api/errors';
import { unlockLogins } from '@/lib/auth/login-lock';
import { audit } from '@/lib/audit/audit';
import type { SessionUser } from '@/lib/auth/session-user';
import { db, type Prisma } from '@/lib/db';
import { ACTIVE_STATUS, OPERATOR_BLOCKED_STATUS } from '@/lib/users/schemas';
import type { UpdateOperatorUser } from './schemas';
import { findOperatorUser, OPERATOR_USER_SELECT, operatorUserDtos } from './user-record';

/**
 * PUT /api/operator/users/{id} (trading-domain 4, 6): block or unblock a user, unlock its login
 * (`locked: false` ends every login lock of its address at once; locks only come from failures). The block is the operator's own status, which no company admin can lift; an unblock lifts
 * any block (also one by the company). A block moves validAfter, so the user's sessions end at the
 * next request and stay ended after an unblock; an unlock also forgets the failed attempts. The
 * operator cannot block itself.
 */
export async function updateOperatorUser(operator: SessionUser, id: number, input: UpdateOperatorUser, ip: string) {
  if (input.blocked && id === operator.userId) throw new AppError('conflict', 'own_user_not_blockable');
  return db.$transaction(async (tx) => {
    const current = await findOperatorUser(tx, operator, id);
    const data: Prisma.UserUpdateInput = {};
    const statusId = input.blocked === undefined ? current.statusId : input.blocked ? OPERATOR_BLOCKED_STATUS : ACTIVE_STATUS;
    if (statusId !== current.statusId) {
      data.statusId = statusId;
      if (input.blocked) data.validAfter = new Date();
    }
    const [before] = await operatorUserDtos(tx, [current]);
    if (input.locked === false) await unlockLogins(tx, current.email);
    const saved = await tx.user.update({ where: { id }, data, select: OPERATOR_USER_SELECT });
    const [after] = await operatorUserDtos(tx, [saved]);
    await audit('operator_user_updated', { userId: operator.userId, accountId: current.accountId, ip }, { targetUserId: id, before, after }, tx);
    return { user: after };
  });
}
