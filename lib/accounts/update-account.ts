import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { ACCOUNT_ADDRESS_SELECT } from './get-account';
import type { AccountUpdateInput } from './schemas';

/**
 * PUT /api/account. trading-domain 6: company data changes only through the operator, so only an
 * operator account changes its address here; everyone else is told to contact the operator.
 */
export async function updateAccount(session: SessionUser, input: AccountUpdateInput) {
  if (session.accountType !== 'OPERATOR') throw new AppError('forbidden', 'company_data_via_operator');
  return db.account.update({ where: { id: session.accountId }, data: input, select: ACCOUNT_ADDRESS_SELECT });
}
