import { AppError } from '@/lib/api/errors';
import { audit } from '@/lib/audit/audit';
import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { brand } from '@/lib/env';
import { ruleDto } from './rule-record';

/** DELETE /api/pricing/rules/{id}: gone for good; the audit entry lets a colleague's later edit learn why. */
export async function deleteRule(user: SessionUser, id: number, ip: string) {
  await db.$transaction(async (tx) => {
    const rule = await tx.priceRule.findFirst({ where: { id, sellerAccountId: user.accountId } });
    if (!rule) throw new AppError('not_found', 'rule_not_found');
    await tx.priceRule.delete({ where: { id } });
    await audit('pricing_rule_deleted', { userId: user.userId, accountId: user.accountId, ip }, { ruleId: id, rule: ruleDto(rule, brand().timeZone) }, tx);
  });
  return { success: true };
}
