import Decimal from 'decimal.js';
import { z } from 'zod';
import { bodyIdSchema, idSchema } from '@/lib/api/ids';
import { ALWAYS, decimalField } from '@/lib/offers/schemas';
import { PRICE_UNITS, RULE_KINDS, type RuleKind } from './domain/types';

/**
 * A seller's pricing rule as the Pricing Engine sections send it (trading-domain 2, 3, 5).
 * The scope is not sent: the server derives it from the targets, so it always says how specific
 * the rule really is (ACCOUNT > OFFER > PRODUCT > TERMINAL > NETWORK > GLOBAL, design 5).
 */

/** Product and terminal rules, shown in named groups. */
export const GROUPED_KINDS = ['DUTY', 'BIO_BLEND', 'PRICE'] as const satisfies readonly RuleKind[];
/** Rules that price per product and terminal and so need both and a unit. */
export const TARGETED_KINDS = [...GROUPED_KINDS, 'PRODUCT_SETTLE', 'MIN_PRICE_FIXED', 'MIN_PRICE_TRACKING'] as const satisfies readonly RuleKind[];
/** Global stock-exchange and FX settings: one rule of each kind per seller, no targets. */
export const GLOBAL_KINDS = ['ICE_LIVE', 'ICE_SETTLE', 'ICE_LIVE_PREMIUM', 'FX', 'FX_LIVE_SYMBOL', 'FX_LIVE_PREMIUM'] as const satisfies readonly RuleKind[];
export const EXPIRY_DIRECTIONS = ['FORWARD', 'BACK'] as const;
export const DENSITY_RANGE = { min: '0.6', max: '1.1' } as const;

const ids = z.array(bodyIdSchema()).max(500).default([]);
const is = (list: readonly string[], kind: unknown) => list.includes(kind as string);

const ZRuleFields = z.object({
  kind: z.enum(RULE_KINDS, { error: 'kind_required' }),
  groupName: z.preprocess((v) => (typeof v === 'string' ? v.trim() || undefined : v), z.string().max(100).optional()),
  name: z.preprocess((v) => (typeof v === 'string' ? v.trim() || undefined : v), z.string().max(100).optional()),
  value: decimalField('value_required', 8),
  unit: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(PRICE_UNITS, { error: 'unit_required' }).optional()),
  symbol: z.preprocess((v) => (typeof v === 'string' ? v.trim() || undefined : v), z.string().max(20).optional()),
  /** ICE_EXPIRY: the day and time (brand time zone) the front month rolls, and which way. */
  expiryDate: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.iso.date('expiry_date_required').optional()),
  expiryTime: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expiry_time_required')
      .optional(),
  ),
  direction: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(EXPIRY_DIRECTIONS, { error: 'direction_required' }).optional()),
  networkIds: ids,
  terminalIds: ids,
  productIds: ids,
  offerIds: ids,
  accountIds: ids,
});

export const ZRuleInput = ZRuleFields.superRefine((rule, ctx) => crossCheck(rule, ctx), ALWAYS);
export type RuleInput = z.output<typeof ZRuleInput>;
export type RuleForm = z.input<typeof ZRuleInput>;

/** An edit names the version it started from; `overwrite` replaces whatever another user saved meanwhile. */
export const ZRuleUpdate = ZRuleFields.extend({
  version: z.number({ error: 'version_required' }).int().positive('version_required'),
  overwrite: z.boolean().default(false),
}).superRefine((rule, ctx) => crossCheck(rule, ctx), ALWAYS);
export type RuleUpdate = z.output<typeof ZRuleUpdate>;

export const ZRuleParams = z.object({ id: idSchema('not_found') });

function crossCheck(rule: Partial<RuleInput>, ctx: z.RefinementCtx) {
  const issue = (path: keyof RuleInput, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  const count = (list: unknown) => (Array.isArray(list) ? list.length : 0);
  const kind = rule.kind;

  if (kind === 'PRICE' && count(rule.accountIds) > 0) {
    // A customer rule: a price adjustment for named buyers, on all products and terminals unless narrowed.
    if (!rule.unit) issue('unit', 'unit_required');
  } else if (is(TARGETED_KINDS, kind)) {
    if (!count(rule.terminalIds)) issue('terminalIds', 'terminal_required');
    if (!count(rule.productIds)) issue('productIds', 'product_required');
    if (!rule.unit) issue('unit', 'unit_required');
    if (is(GROUPED_KINDS, kind) && !rule.groupName) issue('groupName', 'group_name_required');
    if (kind === 'DUTY' && !rule.name) issue('name', 'duty_name_required');
  }
  const value = asDecimal(rule.value);
  if (kind === 'DENSITY') {
    if (count(rule.productIds) !== 1) issue('productIds', 'product_required');
    if (value && (value.lt(DENSITY_RANGE.min) || value.gt(DENSITY_RANGE.max))) issue('value', 'density_range');
  }
  if (kind === 'FX_LIVE_SYMBOL' && !rule.symbol) issue('symbol', 'symbol_required');
  if (kind === 'FX' && value?.lte(0)) issue('value', 'fx_rate_positive');
  if (kind === 'ICE_EXPIRY') {
    if (!rule.expiryDate) issue('expiryDate', 'expiry_date_required');
    if (!rule.expiryTime) issue('expiryTime', 'expiry_time_required');
    if (!rule.direction) issue('direction', 'direction_required');
  }
  if (is(['MIN_PRICE_FIXED', 'MIN_PRICE_TRACKING'], kind) && value?.lt(0)) {
    issue('value', 'minimum_price_negative');
  }
}

function asDecimal(value: unknown): Decimal | null {
  try {
    return typeof value === 'string' && value !== '' ? new Decimal(value) : null;
  } catch {
    return null;
  }
}

/**
 * GET /api/pricing/ice-months: where an offer is sold (each optional while the form is filled in)
 * and, when one is edited, which offer; the rules that apply there decide the ICE roll.
 */
export const ZIceMonthsQuery = z.object({
  productId: idSchema('product_required').optional(),
  terminalId: idSchema('terminal_required').optional(),
  offerId: idSchema('offer_not_found').optional(),
});
export type IceMonthsQuery = z.infer<typeof ZIceMonthsQuery>;
