import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { DELETED_STATUS } from '@/lib/users/schemas';
import { OPERATOR_USER_SELECT, operatorUserDtos } from './user-record';

/** GET /api/operator/accounts/{id}/users: the users of one account, deleted ones left out. */
export async function listOperatorAccountUsers(operator: SessionUser, accountId: number) {
  const account = await db.account.findFirst({ where: { id: accountId, platformId: operator.platformId }, select: { id: true } });
  if (!account) throw new AppError('not_found', 'account_not_found');
  const rows = await db.user.findMany({
    where: { accountId, statusId: { not: DELETED_STATUS } },
    select: OPERATOR_USER_SELECT,
    orderBy: [{ lastName: 'asc' }, { firstName: 'asc' }, { id: 'asc' }],
  });
  return { users: await operatorUserDtos(db, rows) };
}
