import { DateTime } from 'luxon';
import { AppError } from '@/lib/api/errors';
import { db, type Tx } from '@/lib/db';
import type { RuleData } from './rule-record';

const sameSet = (a: number[], b: number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** The day of a moment in `timeZone`, the day an expiry rule is one per. */
export const dayIn = (timeZone: string) => (d: Date) => DateTime.fromJSDate(d, { zone: timeZone }).toISODate() ?? '';

/**
 * trading-domain 5: one rule per kind, scope and target sets. DUTY rules stand side by side by
 * name, PRICE adjustments by group; an expiry rule is one per day; a density one per product.
 */
export async function checkRuleDuplicate(sellerAccountId: number, data: RuleData, timeZoneDay: (d: Date) => string, exceptId?: number, client: Tx = db) {
  const others = await client.priceRule.findMany({ where: { sellerAccountId, kind: data.kind, ...(exceptId ? { id: { not: exceptId } } : {}) } });
  if (data.kind === 'ICE_EXPIRY') {
    const day = data.expiresAt ? timeZoneDay(data.expiresAt) : null;
    if (others.some((r) => r.expiresAt && timeZoneDay(r.expiresAt) === day)) throw new AppError('conflict', 'expiry_rule_already_exists');
    return;
  }
  if (data.kind === 'DENSITY') {
    const taken = others.find((r) => r.productIds.some((id) => data.productIds.includes(id)));
    if (taken) throw new AppError('conflict', 'rule_already_exists', { ruleId: taken.id });
    return;
  }
  const duplicate = others.find(
    (r) =>
      r.scope === data.scope &&
      sameSet(r.terminalIds, data.terminalIds) &&
      sameSet(r.productIds, data.productIds) &&
      sameSet(r.networkIds, data.networkIds) &&
      sameSet(r.offerIds, data.offerIds) &&
      sameSet(r.accountIds, data.accountIds) &&
      (data.kind !== 'DUTY' || (r.name ?? '') === (data.name ?? '')) &&
      (data.kind !== 'PRICE' || (r.groupName ?? '') === (data.groupName ?? '')),
  );
  if (duplicate) throw new AppError('conflict', 'rule_already_exists', { ruleId: duplicate.id });
}

/**
 * A save the unique index over the rule's identity refused: a parallel save of the same rule passed
 * the check above at the same moment and wrote first. Answered as the check answers a duplicate.
 */
export function refuseConcurrentDuplicate(error: unknown): never {
  if ((error as { code?: string })?.code === 'P2002') throw new AppError('conflict', 'rule_already_exists');
  throw error;
}
