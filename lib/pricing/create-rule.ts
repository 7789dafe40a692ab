import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { brand } from '@/lib/env';
import { refuseConcurrentDuplicate } from './check-rule-duplicate';
import { ruleDto } from './rule-record';
import type { RuleInput } from './schemas';
import { validateRule } from './validate-rule';

/** POST /api/pricing/rules: a new rule of the caller's seller account. */
export async function createRule(user: SessionUser, input: RuleInput) {
  const data = await validateRule(user, input);
  const row = await db.priceRule.create({ data: { ...data, sellerAccountId: user.accountId } }).catch(refuseConcurrentDuplicate);
  return { rule: ruleDto(row, brand().timeZone) };
}
