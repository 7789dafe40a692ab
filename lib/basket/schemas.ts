import { z } from 'zod';
import { bodyIdSchema, idSchema } from '@/lib/api/ids';

/** A quantity in cbm: positive, at most three decimals, below a sane ceiling. Sent as a string or number. */
export const ZQuantity = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{1,6}(\.\d{1,3})?$/.test(v), 'quantity_invalid')
  .refine((v) => Number(v) > 0, 'quantity_invalid');

export const ZCreateBasket = z.object({
  offerId: bodyIdSchema(),
  quantity: ZQuantity,
  unitCount: z.number().int().positive().max(10_000).optional(),
  paymentTermId: bodyIdSchema().nullable().optional(),
  liftingPeriodId: bodyIdSchema().nullable().optional(),
  deliveryLocationId: bodyIdSchema().nullable().optional(),
});

export const ZCheckout = z.object({
  idempotencyKey: z.string().min(8).max(100),
  termsAccepted: z.literal(true, 'terms_required'),
  orderChecked: z.literal(true, 'order_checked_required'),
});

export const ZBasketId = z.object({ basketId: z.uuid() });

export const ZBasketItemId = z.object({ basketId: z.uuid(), itemId: idSchema() });

export const ZUpdateBasketItem = z
  .object({
    quantity: ZQuantity.optional(),
    unitCount: z.number().int().positive().max(10_000).optional(),
    paymentTermId: bodyIdSchema().nullable().optional(),
    liftingPeriodId: bodyIdSchema().nullable().optional(),
    deliveryLocationId: bodyIdSchema().nullable().optional(),
  })
  .strict();

export type UpdateBasketItemInput = z.infer<typeof ZUpdateBasketItem>;

export type CreateBasketInput = z.infer<typeof ZCreateBasket>;
export type CheckoutInput = z.infer<typeof ZCheckout>;
