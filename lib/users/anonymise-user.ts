import { randomBytes } from 'node:crypto';
import { hashPassword } from '@/lib/auth/password';
import type { Tx } from '@/lib/db';
import { DELETED_STATUS } from './schemas';

/** A password nobody knows, hashed before the transaction that sets it (hashing is slow on purpose). */
export function unknowablePasswordHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString('base64url'));
}

/**
 * Deletes a user the way design 11 keeps one: the row stays with its name (orders point to it and
 * keep naming who placed them), while everything that identifies or lets it in goes: e-mail and
 * login name become a placeholder, contact data, roles, keys, settings and favourites are
 * dropped, the password becomes `passwordHash` (one nobody knows) and its sessions end.
 */
export async function anonymiseUser(tx: Tx, id: number, passwordHash: string) {
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
}
