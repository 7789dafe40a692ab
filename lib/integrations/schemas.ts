import { z } from 'zod';
import { bodyIdSchema, idSchema } from '@/lib/api/ids';

export const ZCreateApiToken = z.object({
  name: z.string({ error: 'token_name_required' }).trim().min(1, 'token_name_required').max(100, 'too_long'),
});
export type CreateApiToken = z.output<typeof ZCreateApiToken>;

export const ZApiTokenParams = z.object({ id: idSchema('api_token_not_found') });

/** Fits the relationship's numeric(14,2); null removes the limit. */
const ZCreditLimit = z.union([z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, 'invalid_number'), z.null()], { error: 'invalid_number' });

/** PUT /api/integrations/credit-limits: at most as many buyers as a CSV file has rows. */
export const ZCreditLimitsByApi = z.object({
  limits: z
    .array(z.object({ buyerAccountId: bodyIdSchema('buyer_not_yours'), creditLimit: ZCreditLimit }), { error: 'credit_limits_required' })
    .min(1, 'credit_limits_required')
    .max(5_000, 'too_many_entries')
    .refine((limits) => new Set(limits.map((l) => l.buyerAccountId)).size === limits.length, 'duplicate_buyer'),
});
export type CreditLimitsByApi = z.output<typeof ZCreditLimitsByApi>;
