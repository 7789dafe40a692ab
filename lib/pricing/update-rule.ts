import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { brand } from '@/lib/env';
import { createRule } from './create-rule';
import { ruleDto } from './rule-record';
import { ruleWarnings } from './rule-warnings';
import type { RuleUpdate } from './schemas';
import { validateRule } from './validate-rule';
import { writeRule } from './write-rule';

/**
 * PUT /api/pricing/rules/{id} (trading-domain 4, 8): the edit names the version it was loaded at.
 * If a colleague saved meanwhile: 409 'rule_edited_elsewhere' with the current rule; if a colleague
 * deleted it: 409 'rule_deleted_elsewhere'. Sent again with `overwrite: true`, the edit wins, and a
 * deleted rule is created anew. Another seller's rule (or one never there) stays a plain 404.
 * The answer carries what the rules cannot price yet, as a new rule's does.
 */
export async function updateRule(user: SessionUser, id: number, { version, overwrite, ...input }: RuleUpdate) {
  const { timeZone } = brand();
  const current = await db.priceRule.findFirst({ where: { id, sellerAccountId: user.accountId } });
  if (!current) {
    if (!(await deletedByColleague(user.accountId, id))) throw new AppError('not_found', 'rule_not_found');
    if (!overwrite) throw new AppError('conflict', 'rule_deleted_elsewhere', { rule: null });
    return createRule(user, input);
  }
  if (current.version !== version && !overwrite) throw new AppError('conflict', 'rule_edited_elsewhere', { rule: ruleDto(current, timeZone) });

  const data = await validateRule(user, input, id);
  // Only if nobody saved between our read and this write; otherwise the same conflict as above.
  const { count } = await writeRule(db, user.accountId, data, id, (client) =>
    client.priceRule.updateMany({ where: { id, sellerAccountId: user.accountId, version: current.version }, data: { ...data, version: { increment: 1 } } }),
  );
  const row = await db.priceRule.findFirst({ where: { id, sellerAccountId: user.accountId } });
  if (!row) throw new AppError('conflict', 'rule_deleted_elsewhere', { rule: null });
  if (count === 0) throw new AppError('conflict', 'rule_edited_elsewhere', { rule: ruleDto(row, timeZone) });
  return { rule: ruleDto(row, timeZone), warnings: await ruleWarnings(user, row.kind) };
}

async function deletedByColleague(accountId: number, ruleId: number) {
  const entry = await db.auditLog.findFirst({
    where: { event: 'pricing_rule_deleted', accountId, detail: { path: ['ruleId'], equals: ruleId } },
    select: { id: true },
  });
  return entry !== null;
}
