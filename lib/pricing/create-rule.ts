import type { SessionUser } from '@/lib/auth/session-user';
import { db, type Client } from '@/lib/db';
import { brand } from '@/lib/env';
import { ruleDto } from './rule-record';
import { ruleWarnings } from './rule-warnings';
import type { RuleInput } from './schemas';
import { validateRule } from './validate-rule';
import { writeRule } from './write-rule';

/** POST /api/pricing/rules: a new rule of the caller's seller account, with what it cannot price yet (./rule-warnings.ts). */
export async function createRule(user: SessionUser, input: RuleInput, client: Client = db) {
  const data = await validateRule(user, input);
  const row = await writeRule(client, user.accountId, data, undefined, (tx) => tx.priceRule.create({ data: { ...data, sellerAccountId: user.accountId } }));
  return { rule: ruleDto(row, brand().timeZone), warnings: await ruleWarnings(user, row.kind) };
}
