import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { readOperatorAccount } from './account-record';

/** GET /api/operator/accounts/{id}: one account of the operator's platform with its shareholder terms. */
export async function getOperatorAccount(operator: SessionUser, id: number) {
  const account = await readOperatorAccount(db, operator.platformId, id);
  if (!account) throw new AppError('not_found', 'account_not_found');
  return { account };
}
