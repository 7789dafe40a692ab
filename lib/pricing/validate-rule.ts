import type { SessionUser } from '@/lib/auth/session-user';
import { brand } from '@/lib/env';
import { checkNegativePrices } from './check-negative-prices';
import { checkRuleDuplicate, dayIn } from './check-rule-duplicate';
import { checkRuleTargets } from './check-rule-targets';
import { engineRule, ruleData, type RuleData } from './rule-record';
import type { RuleInput } from './schemas';

/** A new rule id sorts after every stored one, as the engine's tie-break (newest wins) will see it. */
const NEW_RULE_ID = Number.MAX_SAFE_INTEGER;

/**
 * The checks every save runs, cheapest first: targets are the caller's, no duplicate (409), no
 * active offer priced below zero (422). Returns the columns to write.
 */
export async function validateRule(user: SessionUser, input: RuleInput, replacesId?: number): Promise<RuleData> {
  const { timeZone } = brand();
  const data = ruleData(input, timeZone);
  await checkRuleTargets(user, input);
  await checkRuleDuplicate(user.accountId, data, dayIn(timeZone), replacesId);
  await checkNegativePrices(user, { candidate: engineRule({ ...data, id: replacesId ?? NEW_RULE_ID }), replacesId });
  return data;
}
