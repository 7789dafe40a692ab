import { randomBytes } from 'node:crypto';
import { AppError } from '@/lib/api/errors';
import { audit } from '@/lib/audit/audit';
import { hashPassword } from '@/lib/auth/password';
import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { DELETED_STATUS } from '@/lib/users/schemas';
import { findOperatorUser, operatorUserDto } from './user-record';

/**
 * DELETE /api/operator/users/{id} (design 11): the user's orders stay, anonymised to the name. The
 * row is kept with its name (orders point to it) while everything else that identifies or lets it
 * in goes: e-mail and login name become a placeholder, contact data, roles, keys, settings and
 * favourites are dropped, the password becomes one nobody knows and its sessions end.
 */
export async function deleteOperatorUser(operator: SessionUser, id: number, ip: string) {
  if (id === operator.userId) throw new AppError('conflict', 'own_user_not_deletable');
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  await db.$transaction(async (tx) => {
    const current = await findOperatorUser(tx, operator, id);
    const placeholder = `deleted-${id}@deleted.invalid`;
    await tx.user.update({
      where: { id },
      data: {
        email: placeholder,
        username: placeholder,
        passwordHash,
        statusId: DELETED_STATUS,
        validAfter: new Date(),
        roles: [],
        features: [],
        isAdmin: false,
        twoFactorEnabled: false,
        phone: '',
        mobile: '',
        addressLine1: '',
        addressLine2: '',
        county: '',
        postCode: '',
        useIndividualAddress: false,
      },
    });
    await tx.passwordResetKey.deleteMany({ where: { userId: id } });
    await tx.emailChangeKey.deleteMany({ where: { userId: id } });
    await tx.oneTimeCode.deleteMany({ where: { userId: id } });
    await tx.userSetting.deleteMany({ where: { userId: id } });
    await tx.favourite.deleteMany({ where: { userId: id } });
    await audit(
      'operator_user_deleted',
      { userId: operator.userId, accountId: current.accountId, ip },
      { targetUserId: id, before: operatorUserDto(current), after: null },
      tx,
    );
  });
  return { success: true };
}
