import { AppError } from '@/lib/api/errors';
import { audit } from '@/lib/audit/audit';
import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { anonymiseUser, unknowablePasswordHash } from '@/lib/users/anonymise-user';
import { findOperatorUser, operatorUserDtos } from './user-record';

/** DELETE /api/operator/users/{id} (design 11): the user's orders stay, anonymised to the name. */
export async function deleteOperatorUser(operator: SessionUser, id: number, ip: string) {
  if (id === operator.userId) throw new AppError('conflict', 'own_user_not_deletable');
  const passwordHash = await unknowablePasswordHash();
  await db.$transaction(async (tx) => {
    const current = await findOperatorUser(tx, operator, id);
    await anonymiseUser(tx, id, passwordHash);
    await audit(
      'operator_user_deleted',
      { userId: operator.userId, accountId: current.accountId, ip },
      { targetUserId: id, before: (await operatorUserDtos(tx, [current]))[0], after: null },
      tx,
    );
  });
  return { success: true };
}
