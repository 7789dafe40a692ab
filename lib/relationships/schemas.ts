import { z } from 'zod';
import { MAX_ID } from '@/lib/api/domain/positive-id';
import { bodyIdSchema, idSchema } from '@/lib/api/ids';
import { ALWAYS } from '@/lib/offers/schemas';

/** trading-domain 9: the only credit days a seller may grant. */
export const CREDIT_DAY_OPTIONS = [7, 14, 21, 30, 45] as const;
/** What a seller may set; NEW is the buyer's request and only the buyer's POST sets it. */
export const SELLER_STATUSES = ['ENABLED', 'IN_PROCESSING', 'DISABLED'] as const;
export type SellerStatus = (typeof SELLER_STATUSES)[number];
export const CREDIT_LIMIT_OPTIONS = ['NONE', 'API', 'MANUAL', 'CSV'] as const;
export const RELATIONSHIP_STATUSES = ['NEW', 'IN_PROCESSING', 'ENABLED', 'DISABLED'] as const;
export type RelationshipStatus = (typeof RELATIONSHIP_STATUSES)[number];

/**
 * `/api/relationships/{ref}` is one folder (Next allows one dynamic name per level): GET reads
 * the segment as the counterpart kind, PUT and DELETE as a relationship id. Each names its field.
 */
const fromRef = (name: string) => (raw: unknown) => ({ [name]: (raw as { ref?: unknown } | null)?.ref });

/** The counterpart kind to list: a buyer lists its sellers, a seller its buyers. */
const ZAccountTypeParam = z.object({ accountType: z.enum(['buyer', 'seller'], { error: 'invalid_value' }) });
export const ZRelationshipParams = z.preprocess(fromRef('accountType'), ZAccountTypeParam);

/** The Buyers screen's filter; without it every status. */
export const ZRelationshipListQuery = z.object({ status: z.enum(RELATIONSHIP_STATUSES, { error: 'invalid_value' }).optional() });

const ZIdParam = z.object({ id: idSchema('relationship_not_found') });
export const ZRelationshipIdParams = z.preprocess(fromRef('id'), ZIdParam);
/** For the API description: one path template, whose segment GET reads as the kind and PUT and DELETE as the id. */
export const ZRelationshipKindDoc = z.object({ ref: ZAccountTypeParam.shape.accountType.describe('GET: the counterpart kind to list, buyer or seller') });
export const ZRelationshipIdDoc = z.object({ ref: ZIdParam.shape.id.describe('PUT and DELETE: the relationship id') });

const message = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() || undefined : v === null ? undefined : v),
  z.string({ error: 'invalid_value' }).max(2000, 'too_long').optional(),
);

export const ZRequestRelationship = z.object({
  sellerAccountId: bodyIdSchema('seller_required'),
  message,
});
export type RequestRelationship = z.output<typeof ZRequestRelationship>;

const ids = z.array(bodyIdSchema(), { error: 'invalid_value' }).max(500, 'invalid_value');

const ZRelationshipFields = z.object({
  status: z.enum(SELLER_STATUSES, { error: 'invalid_value' }).optional(),
  message,
  creditLimitOption: z.enum(CREDIT_LIMIT_OPTIONS, { error: 'invalid_value' }).optional(),
  /** EUR, as the column holds it: up to 12 digits before the point and 2 after, never negative. */
  creditLimit: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() || undefined : v === null ? undefined : v),
    z
      .string({ error: 'invalid_number' })
      .regex(/^\d{1,12}(\.\d{1,2})?$/, 'invalid_number')
      .optional(),
  ),
  creditDays: z
    .array(
      z.object({
        productId: bodyIdSchema('product_required'),
        days: z.literal(CREDIT_DAY_OPTIONS, { error: (issue) => (issue.input === undefined ? 'credit_days_required' : 'credit_days_options') }),
      }),
      { error: 'invalid_value' },
    )
    .max(500, 'invalid_value')
    .optional(),
  allTerminals: z.boolean({ error: 'invalid_value' }).optional(),
  terminalIds: ids.optional(),
  allProducts: z.boolean({ error: 'invalid_value' }).optional(),
  productIds: ids.optional(),
  additivesEnabled: z.boolean({ error: 'invalid_value' }).optional(),
  paymentTermId: bodyIdSchema('payment_term_unknown').nullable().optional(),
  version: z.number({ error: 'version_required' }).int('version_required').positive('version_required').max(MAX_ID, 'version_required'),
});

/** The seller's edit of one buyer (trading-domain 3, design 10): every field but the version is optional. */
export const ZUpdateRelationship = ZRelationshipFields.superRefine((input, ctx) => {
  if (input.creditLimitOption === 'MANUAL' && input.creditLimit === undefined) {
    ctx.addIssue({ code: 'custom', path: ['creditLimit'], message: 'credit_limit_required' });
  }
  // ALWAYS runs this on bodies whose fields failed too: creditDays may be anything here.
  const seen = new Set<unknown>();
  if (Array.isArray(input.creditDays)) {
    input.creditDays.forEach((entry: unknown, i) => {
      const productId = (entry as { productId?: unknown } | null)?.productId;
      if (seen.has(productId)) ctx.addIssue({ code: 'custom', path: ['creditDays', i, 'productId'], message: 'invalid_value' });
      seen.add(productId);
    });
  }
}, ALWAYS);
export type UpdateRelationship = z.output<typeof ZUpdateRelationship>;
export type RelationshipForm = z.input<typeof ZUpdateRelationship>;
