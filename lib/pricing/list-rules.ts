import { db } from '@/lib/db';
import { brand } from '@/lib/env';
import { ruleDto, type RuleDto } from './rule-record';
import { GLOBAL_KINDS } from './schemas';

/**
 * GET /api/pricing/rules: the caller's rules, already sorted into the Pricing Engine sections
 * (trading-domain 2): global stock exchange and FX, minimum prices, densities, product and
 * terminal rules by group, customer rules, expiry rules.
 */
export async function listRules(sellerAccountId: number) {
  const { timeZone } = brand();
  const rows = await db.priceRule.findMany({ where: { sellerAccountId }, orderBy: [{ kind: 'asc' }, { id: 'asc' }] });
  const rules = rows.map((row) => ruleDto(row, timeZone));
  const groups = new Map<string, RuleDto[]>();
  for (const rule of rules.filter(isGrouped)) {
    const name = rule.groupName ?? '';
    groups.set(name, [...(groups.get(name) ?? []), rule]);
  }
  return {
    global: rules.filter((r) => (GLOBAL_KINDS as readonly string[]).includes(r.kind)),
    minimumPrices: rules.filter((r) => r.kind === 'MIN_PRICE_FIXED' || r.kind === 'MIN_PRICE_TRACKING'),
    densities: rules.filter((r) => r.kind === 'DENSITY'),
    groups: [...groups].sort(([a], [b]) => a.localeCompare(b, 'de')).map(([groupName, list]) => ({ groupName, rules: list })),
    customerRules: rules.filter((r) => r.scope === 'ACCOUNT'),
    expiryRules: rules.filter((r) => r.kind === 'ICE_EXPIRY').sort((a, b) => `${a.expiryDate}${a.expiryTime}`.localeCompare(`${b.expiryDate}${b.expiryTime}`)),
    productSettlements: rules.filter((r) => r.kind === 'PRODUCT_SETTLE'),
  };
}

function isGrouped(rule: RuleDto) {
  return (rule.kind === 'DUTY' || rule.kind === 'BIO_BLEND' || rule.kind === 'PRICE') && rule.scope !== 'ACCOUNT';
}
