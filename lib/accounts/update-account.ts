import { AppError } from '@/lib/api/errors';
import { audit } from '@/lib/audit/audit';
import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { ACCOUNT_ADDRESS_SELECT } from './get-account';
import type { AccountUpdateInput } from './schemas';

/**
 * PUT /api/account. trading-domain 6: company data changes only through the operator, so only an
 * operator account changes its address here; everyone else is told to contact the operator. Like
 * any operator change of company data it moves the account's version (an operator screen that
 * loaded the account before then gets 409) and is audited with before and after, in one transaction.
 */
export async function updateAccount(session: SessionUser, input: AccountUpdateInput, ip: string) {
  if (session.accountType !== 'OPERATOR') throw new AppError('forbidden', 'company_data_via_operator');
  return db.$transaction(async (tx) => {
    const before = await tx.account.findUniqueOrThrow({ where: { id: session.accountId }, select: { ...ACCOUNT_ADDRESS_SELECT, version: true } });
    const { version, ...after } = await tx.account.update({
      where: { id: session.accountId },
      data: { ...input, version: { increment: 1 } },
      select: { ...ACCOUNT_ADDRESS_SELECT, version: true },
    });
    await audit('operator_account_updated', { userId: session.userId, accountId: session.accountId, ip }, { before, after: { ...after, version } }, tx);
    return after;
  });
}
