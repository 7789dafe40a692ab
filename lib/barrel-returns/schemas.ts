import { z } from 'zod';
import { bodyIdSchema, idSchema } from '@/lib/api/ids';
import { containerOf } from '@/lib/format/units';

/** POST /api/barrel-returns: which seller is to collect how many empty containers of which product. */
export const ZBarrelReturn = z.object({
  sellerAccountId: bodyIdSchema('seller_required'),
  productId: bodyIdSchema('product_required'),
  // A container as the offers store it ("Fass (200 l)"), so lists and mails can write it as the offers show it.
  purchaseUnit: z
    .string({ error: 'unit_label_required' })
    .trim()
    .max(60, 'too_long')
    .refine((unit) => containerOf(unit) !== null, 'unit_label_required'),
  count: z.number({ error: 'whole_units' }).int('whole_units').min(1, 'whole_units').max(10_000, 'whole_units'),
});

export const ZBarrelReturnId = z.object({ id: idSchema() });

/** PUT /api/barrel-returns/{id}: the seller marks the containers collected. */
export const ZBarrelReturnUpdate = z.object({ status: z.literal('COLLECTED', 'invalid_status') });

export type BarrelReturnInput = z.infer<typeof ZBarrelReturn>;
