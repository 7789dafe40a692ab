import { z } from 'zod';
import type { BrandFlags } from '@/brands/schema';
import { MAX_ID } from '@/lib/api/domain/positive-id';
import { bodyIdSchema, idSchema } from '@/lib/api/ids';
import { pageSchema } from '@/lib/api/page-schema';
import { COUNTRIES, postCodeProblem } from '@/lib/locations/schemas';
import { ALWAYS } from '@/lib/offers/schemas';
import { CREDIT_DAY_OPTIONS } from '@/lib/relationships/schemas';
import { SALUTATIONS } from '@/lib/users/schemas';

/** The kinds of company the operator creates and filters by; a shareholder is a buyer under a parent. */
export const COMPANY_KINDS = ['BUYER', 'SELLER', 'SHAREHOLDER'] as const;
export const ACCOUNT_FILTER_TYPES = [...COMPANY_KINDS, 'OPERATOR'] as const;
export const ACCOUNT_STATUSES = ['ACTIVE', 'BLOCKED', 'NOT_RELEASED'] as const;
export const OPERATOR_PAGE_SIZE = 50;

const text = (max: number) => z.string({ error: 'required' }).trim().max(max, 'too_long');
const required = (max: number) => text(max).min(1, 'required');

export const ZOperatorAccountsQuery = z.object({
  query: z.string().trim().max(120, 'too_long').optional(),
  type: z.enum(ACCOUNT_FILTER_TYPES, { error: 'invalid_value' }).optional(),
  status: z.enum(ACCOUNT_STATUSES, { error: 'invalid_value' }).optional(),
  page: pageSchema,
});
export type OperatorAccountsQuery = z.infer<typeof ZOperatorAccountsQuery>;

export const ZOperatorAccountParams = z.object({ id: idSchema('account_not_found') });
export const ZOperatorUserParams = z.object({ id: idSchema('user_not_found') });

const auditDate = z.iso.date({ error: 'invalid_date' }).optional();

/** GET /api/operator/audit: by account, acting user, event and days (from and to, both included, in the brand's zone). */
export const ZOperatorAuditQuery = z.object({
  accountId: idSchema('account_not_found').optional(),
  userId: idSchema('user_not_found').optional(),
  event: z
    .string()
    .trim()
    .regex(/^[a-z_]{1,60}$/, 'invalid_value')
    .optional(),
  from: auditDate,
  to: auditDate,
  page: pageSchema,
});
export type OperatorAuditQuery = z.infer<typeof ZOperatorAuditQuery>;

/** The company data only the operator changes (trading-domain 6). */
const ZCompany = z.object({
  name: required(120),
  addressLine1: required(120),
  addressLine2: text(120).default(''),
  postCode: required(10),
  city: required(80),
  country: z.enum(COUNTRIES, { error: 'required' }),
});

function checkPostCode(value: { country?: unknown; postCode?: unknown }, ctx: z.RefinementCtx) {
  if (typeof value.country !== 'string' || typeof value.postCode !== 'string') return;
  const problem = postCodeProblem(value.country, value.postCode);
  if (problem) ctx.addIssue({ code: 'custom', path: ['postCode'], message: problem });
}

const ZFirstAdmin = z.object({
  salutation: z.enum(SALUTATIONS, { error: 'required' }),
  firstName: required(80),
  lastName: required(80),
  email: z.string({ error: 'required' }).trim().toLowerCase().min(1, 'required').max(254, 'too_long').email('email_format_required'),
});

/** POST /api/operator/accounts/{id}/users: a user added to a company, an admin or not. */
export const ZCreateOperatorUser = ZFirstAdmin.extend({ isAdmin: z.boolean({ error: 'invalid_value' }).default(false) });
export type CreateOperatorUser = z.output<typeof ZCreateOperatorUser>;

/** POST /api/operator/accounts: a company with its address and first admin user. */
export const ZCreateOperatorAccount = ZCompany.extend({
  kind: z.enum(COMPANY_KINDS, { error: 'required' }),
  /** The parent of a shareholder child account; only there. */
  parentId: bodyIdSchema('parent_required').optional(),
  releasedForTrading: z.boolean({ error: 'invalid_value' }).default(false),
  admin: ZFirstAdmin,
  /** Further admins created with the first, each with its own welcome mail. */
  additionalAdmins: z.array(ZFirstAdmin, { error: 'invalid_value' }).max(9, 'invalid_value').default([]),
}).superRefine((value, ctx) => {
  checkPostCode(value, ctx);
  // Runs on input that failed the shape too (ALWAYS): nothing here may assume a field's type.
  const additional: unknown[] = Array.isArray(value.additionalAdmins) ? value.additionalAdmins : [];
  const emails = [value.admin, ...additional].map((a) => (a as { email?: unknown } | null | undefined)?.email);
  emails.forEach((email, i) => {
    if (i > 0 && emails.indexOf(email) < i) ctx.addIssue({ code: 'custom', path: ['additionalAdmins', i - 1, 'email'], message: 'email_in_use' });
  });
  if (value.kind === 'SHAREHOLDER' && value.parentId === undefined) ctx.addIssue({ code: 'custom', path: ['parentId'], message: 'parent_required' });
  if (value.kind !== 'SHAREHOLDER' && value.parentId !== undefined) ctx.addIssue({ code: 'custom', path: ['parentId'], message: 'invalid_value' });
}, ALWAYS);
export type CreateOperatorAccount = z.output<typeof ZCreateOperatorAccount>;
export type CreateOperatorAccountForm = z.input<typeof ZCreateOperatorAccount>;

/** A Decimal as text, optionally negative (the price adjustment may lower the price). */
const decimal = (pattern: RegExp) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim().replace(',', '.') : v),
    z.string({ error: 'invalid_number' }).regex(pattern, 'invalid_number'),
  );

/** Shareholder terms (design 11); null lifts a term. */
export const ZShareholderTerms = z.object({
  /** EUR/100L15, last in the price. */
  priceAdjustment: decimal(/^-?\d{1,6}(\.\d{1,4})?$/).nullable(),
  /** EUR gross over all sellers, counted over creditDays. */
  creditLimit: decimal(/^\d{1,12}(\.\d{1,2})?$/).nullable(),
  creditDays: z.literal(CREDIT_DAY_OPTIONS, { error: 'credit_days_options' }).nullable(),
  /** trading-domain 5: positive values only. */
  collectionCutDays: z
    .number({ error: 'collection_cut_positive' })
    .int('collection_cut_positive')
    .min(1, 'collection_cut_positive')
    .max(366, 'collection_cut_positive')
    .nullable(),
  /** Empty: every terminal. */
  terminalIds: z.array(bodyIdSchema(), { error: 'invalid_value' }).max(500, 'invalid_value'),
  purchaseLimits: z
    .array(
      z.object({ productId: bodyIdSchema('product_required'), limitCbm: decimal(/^\d{1,9}(\.\d{1,3})?$/).refine((v) => Number(v) > 0, 'invalid_number') }),
      {
        error: 'invalid_value',
      },
    )
    .max(100, 'invalid_value')
    .refine((limits) => new Set(limits.map((l) => l.productId)).size === limits.length, 'invalid_value'),
});
export type ShareholderTerms = z.output<typeof ZShareholderTerms>;
export type ShareholderTermsForm = z.input<typeof ZShareholderTerms>;

/**
 * The account features the operator sets on sellers (design 3: stored, not hard-coded), each with
 * the brand flag it acts under (null: every brand): the oil pool's global-rules master, trigger
 * contracts, additives by the container, the news box.
 */
export const SELLER_FEATURES = {
  globalRulesMaster: 'globalRulesMasterAddOn',
  triggers: 'triggers',
  productAdditives: 'additivesMarketplace',
  newsBox: null,
} as const satisfies Record<string, keyof BrandFlags | null>;
export type SellerFeature = keyof typeof SELLER_FEATURES;

/** The seller features the brand offers; only these the operator sets. */
export function offeredFeatures(flags: BrandFlags): SellerFeature[] {
  return (Object.keys(SELLER_FEATURES) as SellerFeature[]).filter((feature) => {
    const flag = SELLER_FEATURES[feature];
    return flag === null || flags[flag];
  });
}

/** PUT /api/operator/accounts/{id}: every field but the version is optional. */
export const ZUpdateOperatorAccount = ZCompany.partial()
  .extend({
    addressLine2: text(120).optional(),
    blocked: z.boolean({ error: 'invalid_value' }).optional(),
    releasedForTrading: z.boolean({ error: 'invalid_value' }).optional(),
    shareholderTerms: ZShareholderTerms.optional(),
    /** A seller's features among those the brand offers: these replace the offered ones it has, the rest stay. */
    features: z
      .array(z.enum(Object.keys(SELLER_FEATURES) as [SellerFeature, ...SellerFeature[]], { error: 'feature_unknown' }), { error: 'invalid_value' })
      .max(10, 'invalid_value')
      .optional(),
    version: z.number({ error: 'version_required' }).int('version_required').positive('version_required').max(MAX_ID, 'version_required'),
  })
  .superRefine((value, ctx) => {
    if ((value.postCode === undefined) !== (value.country === undefined)) {
      ctx.addIssue({ code: 'custom', path: [value.postCode === undefined ? 'postCode' : 'country'], message: 'required' });
    }
    checkPostCode(value, ctx);
  }, ALWAYS);
export type UpdateOperatorAccount = z.output<typeof ZUpdateOperatorAccount>;
export type UpdateOperatorAccountForm = z.input<typeof ZUpdateOperatorAccount>;

/** PUT /api/operator/users/{id}. */
export const ZUpdateOperatorUser = z
  .object({ blocked: z.boolean({ error: 'invalid_value' }).optional(), locked: z.literal(false, { error: 'invalid_value' }).optional() })
  .refine((v) => v.blocked !== undefined || v.locked !== undefined, { message: 'required', path: ['blocked'] });
export type UpdateOperatorUser = z.output<typeof ZUpdateOperatorUser>;

export interface ShareholderTermsDto {
  priceAdjustment: string | null;
  creditLimit: string | null;
  creditDays: number | null;
  collectionCutDays: number | null;
  terminalIds: number[];
  purchaseLimits: { productId: number; limitCbm: string }[];
}

export interface OperatorAccountDto {
  id: number;
  name: string;
  type: string;
  kind: (typeof COMPANY_KINDS)[number] | 'OPERATOR' | 'ADMIN';
  parentId: number | null;
  parentName: string | null;
  blocked: boolean;
  releasedForTrading: boolean;
  /** Blocked, else a buyer or seller not released for trading (a seller offers nothing before), else active. */
  status: (typeof ACCOUNT_STATUSES)[number];
  addressLine1: string;
  addressLine2: string;
  postCode: string;
  city: string;
  country: string;
  version: number;
  createdAt: string;
  userCount: number;
  /** Stored account features (design 3). */
  features: string[];
  shareholderTerms: ShareholderTermsDto | null;
}

export interface OperatorUserDto {
  id: number;
  email: string;
  salutation: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
  /** Blocked by the operator or by its company's admin. */
  blocked: boolean;
  /** Blocked by the operator: only the operator lifts it. */
  blockedByOperator: boolean;
  locked: boolean;
  /** false while the user has only its welcome link. */
  passwordSet: boolean;
  createdAt: string;
}

export interface AuditEntryDto {
  id: string;
  at: string;
  event: string;
  userId: number | null;
  userName: string | null;
  accountId: number | null;
  /** The account's current name, so the list reads without looking ids up. */
  accountName: string | null;
  ip: string | null;
  detail: unknown;
}
