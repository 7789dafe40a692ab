import Decimal from 'decimal.js';
import { DateTime } from 'luxon';
import type { PriceRule as PriceRuleRow } from '@/lib/generated/prisma/client';
import type { PriceRule, PriceUnit, RuleScope } from './domain/types';
import type { RuleInput } from './schemas';

/** The scope a rule's targets give it: the most specific target list that is not empty. */
export function scopeOf(rule: Pick<RuleInput, 'accountIds' | 'offerIds' | 'productIds' | 'terminalIds' | 'networkIds'>): RuleScope {
  if (rule.accountIds.length) return 'ACCOUNT';
  if (rule.offerIds.length) return 'OFFER';
  if (rule.productIds.length) return 'PRODUCT';
  if (rule.terminalIds.length) return 'TERMINAL';
  if (rule.networkIds.length) return 'NETWORK';
  return 'GLOBAL';
}

const sorted = (list: number[]) => [...new Set(list)].sort((a, b) => a - b);

/** The columns of a rule as stored; the expiry moment is read in the brand's time zone. */
export function ruleData(input: RuleInput, timeZone: string) {
  const expiresAt =
    input.kind === 'ICE_EXPIRY' && input.expiryDate && input.expiryTime
      ? DateTime.fromISO(`${input.expiryDate}T${input.expiryTime}`, { zone: timeZone }).toJSDate()
      : null;
  return {
    kind: input.kind,
    scope: scopeOf(input),
    groupName: input.groupName ?? null,
    name: input.name ?? null,
    value: input.value,
    unit: input.kind === 'DENSITY' ? 'kg/l' : (input.unit ?? null),
    symbol: input.symbol ?? null,
    expiresAt,
    direction: input.kind === 'ICE_EXPIRY' ? (input.direction ?? null) : null,
    networkIds: sorted(input.networkIds),
    terminalIds: sorted(input.terminalIds),
    productIds: sorted(input.productIds),
    offerIds: sorted(input.offerIds),
    accountIds: sorted(input.accountIds),
  };
}
export type RuleData = ReturnType<typeof ruleData>;

/** What the Pricing Engine screen gets of a rule; decimals as strings, the expiry split as entered. */
export function ruleDto(row: PriceRuleRow, timeZone: string, now = new Date()) {
  const expiry = row.expiresAt ? DateTime.fromJSDate(row.expiresAt, { zone: timeZone }) : null;
  return {
    id: row.id,
    kind: row.kind,
    scope: row.scope,
    groupName: row.groupName,
    name: row.name,
    value: row.value.toString(),
    unit: row.unit,
    symbol: row.symbol,
    expiryDate: expiry?.toISODate() ?? null,
    expiryTime: expiry?.toFormat('HH:mm') ?? null,
    direction: row.direction,
    // trading-domain 4: an expiry rule is active until its moment has passed.
    status: row.kind === 'ICE_EXPIRY' ? (row.expiresAt && row.expiresAt <= now ? 'EXPIRED' : 'ACTIVE') : null,
    networkIds: row.networkIds,
    terminalIds: row.terminalIds,
    productIds: row.productIds,
    offerIds: row.offerIds,
    accountIds: row.accountIds,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}
export type RuleDto = ReturnType<typeof ruleDto>;

/** A stored rule as the pricing engine reads it. */
export function engineRule(
  row: Pick<
    PriceRuleRow,
    'id' | 'kind' | 'scope' | 'name' | 'unit' | 'symbol' | 'expiresAt' | 'direction' | 'networkIds' | 'terminalIds' | 'productIds' | 'offerIds' | 'accountIds'
  > & {
    value: { toString(): string };
  },
): PriceRule {
  return {
    id: row.id,
    kind: row.kind,
    scope: row.scope,
    value: new Decimal(row.value.toString()),
    unit: row.unit && row.unit !== 'kg/l' ? (row.unit as PriceUnit) : undefined,
    name: row.name ?? undefined,
    symbol: row.symbol ?? undefined,
    expiresAt: row.expiresAt ?? undefined,
    direction: row.direction === 'BACK' ? 'BACK' : row.direction === 'FORWARD' ? 'FORWARD' : undefined,
    networkIds: row.networkIds,
    terminalIds: row.terminalIds,
    productIds: row.productIds,
    offerIds: row.offerIds,
    accountIds: row.accountIds,
  };
}
