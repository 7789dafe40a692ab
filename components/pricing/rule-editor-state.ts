import Decimal from 'decimal.js';
import type { RuleKind } from '@/lib/pricing/domain/types';
import type { RuleDto } from '@/lib/pricing/rule-record';
import { ZRuleInput, type RuleForm } from '@/lib/pricing/schemas';
import { fieldProblems } from '@/lib/api/field-problems';

/** Which Pricing Engine section a rule is edited in; it decides the fields the editor shows. */
export type RuleSection = 'global' | 'minimumPrice' | 'density' | 'group' | 'customer' | 'expiry';

export interface RuleEditorState {
  id?: number;
  version?: number;
  section: RuleSection;
  kind: RuleKind;
  groupName: string;
  name: string;
  value: Decimal | null;
  unit: string;
  symbol: string;
  expiryDate: string;
  expiryTime: string;
  direction: string;
  productIds: number[];
  terminalIds: number[];
  accountIds: number[];
  /** Targets no section's editor shows (a rule set by API): kept as they are, so an edit never widens the rule. */
  offerIds: number[];
  networkIds: number[];
}

export function newRule(section: RuleSection, kind: RuleKind, preset: Partial<RuleEditorState> = {}): RuleEditorState {
  return {
    section,
    kind,
    groupName: '',
    name: '',
    value: section === 'expiry' ? new Decimal(0) : null,
    unit: section === 'density' ? '' : 'EUR/100L15',
    symbol: '',
    expiryDate: '',
    expiryTime: '18:00',
    direction: 'FORWARD',
    productIds: [],
    terminalIds: [],
    accountIds: [],
    offerIds: [],
    networkIds: [],
    ...preset,
  };
}

export function ruleToEditor(section: RuleSection, rule: RuleDto): RuleEditorState {
  return {
    id: rule.id,
    version: rule.version,
    section,
    kind: rule.kind,
    groupName: rule.groupName ?? '',
    name: rule.name ?? '',
    value: new Decimal(rule.value),
    unit: rule.unit && rule.unit !== 'kg/l' ? rule.unit : '',
    symbol: rule.symbol ?? '',
    expiryDate: rule.expiryDate ?? '',
    expiryTime: rule.expiryTime ?? '',
    direction: rule.direction ?? '',
    productIds: rule.productIds,
    terminalIds: rule.terminalIds,
    accountIds: rule.accountIds,
    offerIds: rule.offerIds,
    networkIds: rule.networkIds,
  };
}

export function editorToBody(state: RuleEditorState): RuleForm {
  return {
    kind: state.kind,
    groupName: state.groupName,
    name: state.name,
    value: state.value?.toString() ?? '',
    unit: (state.unit || undefined) as RuleForm['unit'],
    symbol: state.symbol,
    expiryDate: state.expiryDate,
    expiryTime: state.expiryTime,
    direction: (state.direction || undefined) as RuleForm['direction'],
    productIds: state.productIds,
    terminalIds: state.terminalIds,
    accountIds: state.accountIds,
    offerIds: state.offerIds,
    networkIds: state.networkIds,
  };
}

export function ruleProblems(body: RuleForm, section: RuleSection): Record<string, string> {
  // A customer rule without customers would read as a product and terminal rule; say what is missing instead.
  if (section === 'customer' && !body.accountIds?.length) return { ...ruleProblems({ ...body, accountIds: [1] }, section), accountIds: 'customer_required' };
  const result = ZRuleInput.safeParse(body);
  return result.success ? {} : fieldProblems(result.error.issues);
}
