import { AppError } from '@/lib/api/errors';
import { audit } from '@/lib/audit/audit';
import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { companyKind, newAccountUser, unknownPasswordHash } from './new-account-user';
import type { CreateOperatorUser } from './schemas';
import { OPERATOR_USER_SELECT, operatorUserDtos } from './user-record';

/**
 * POST /api/operator/accounts/{id}/users (design 14): the operator adds a user, an admin or a team
 * member, to a company of its platform; it gets the welcome mail with its set-password link as the
 * first admin does. An address in use is 400 fields.email = email_in_use. Audited.
 */
export async function createOperatorUser(operator: SessionUser, accountId: number, input: CreateOperatorUser, ip: string) {
  const { isAdmin, ...person } = input;
  const passwordHash = await unknownPasswordHash();
  return db.$transaction(async (tx) => {
    const account = await tx.account.findFirst({
      where: { id: accountId, platformId: operator.platformId, type: { in: ['BUYER', 'SELLER'] } },
      select: { id: true, type: true, isShareholder: true },
    });
    if (!account) throw new AppError('not_found', 'account_not_found');
    if (await tx.user.findUnique({ where: { email: person.email }, select: { id: true } })) {
      throw new AppError('validation', 'validation_failed', undefined, { email: 'email_in_use' });
    }
    const { id } = await newAccountUser(tx, { id: accountId, kind: companyKind(account) }, person, isAdmin, passwordHash);
    const [user] = await operatorUserDtos(tx, [await tx.user.findUniqueOrThrow({ where: { id }, select: OPERATOR_USER_SELECT })]);
    await audit('operator_user_created', { userId: operator.userId, accountId, ip }, { targetUserId: id, before: null, after: user }, tx);
    return { user };
  });
}
