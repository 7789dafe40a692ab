import { z } from 'zod';
import { bodyIdSchema, idSchema } from '@/lib/api/ids';
import { queryList } from '@/lib/api/query-list';

export const ADDITIVE_STATUSES = ['ACTIVE', 'PAUSED', 'REMOVED'] as const;

const units = (requiredKey: string) => z.coerce.number({ error: requiredKey }).int('whole_units').min(1, 'whole_units').max(100_000, 'whole_units');

/** platform-shell 7: GET /api/v2/offers/additives. Availability is the containers in stock. */
export const ZAdditiveOffersQuery = z.object({
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageLimit: z.coerce.number().int().min(1).max(1000).default(1000),
  sortBy: z.enum(['created', 'product', 'price', 'availability']).default('created'),
  sortType: z.enum(['asc', 'desc']).default('desc'),
  productIds: queryList(idSchema()),
  buyerIds: queryList(idSchema()),
  purchaseUnitList: queryList(z.string().max(60)),
  minOfferAvailability: z.coerce.number().int().min(0).optional(),
  maxOfferAvailability: z.coerce.number().int().min(0).optional(),
});

/** PUT /api/offer/additive/edit: ACTIVE and PAUSED toggle the offer, REMOVED deletes it. */
export const ZAdditiveStatus = z.object({
  offerId: bodyIdSchema(),
  status_type_id: z.enum(ADDITIVE_STATUSES, { error: 'invalid_status' }),
});

const ZAdditiveOfferFields = z.object({
  productId: bodyIdSchema('product_required'),
  terminalId: bodyIdSchema('terminal_required'),
  // No comma: the label is part of the purchase unit, which the order history's filter lists comma-separated.
  unitLabel: z
    .string({ error: 'unit_label_required' })
    .trim()
    .min(1, 'unit_label_required')
    .max(40, 'too_long')
    .refine((label) => !label.includes(','), 'unit_label_comma'),
  unitLitres: units('unit_litres_required'),
  unitPrice: z
    .union([z.string(), z.number()], { error: 'unit_price_required' })
    .transform((v) => String(v).trim())
    .refine((v) => /^\d{1,8}(\.\d{1,2})?$/.test(v) && Number(v) > 0, 'unit_price_invalid'),
  unitStock: units('unit_stock_required'),
  minUnits: units('min_units_required'),
  maxUnits: units('max_units_required'),
  startsAt: z.iso.datetime({ offset: true, error: 'availability_required' }),
  endsAt: z.iso.datetime({ offset: true, error: 'availability_required' }),
  buyerIds: z.array(bodyIdSchema()).max(500).default([]),
  status_type_id: z.enum(['ACTIVE', 'PAUSED'], { error: 'invalid_status' }).default('ACTIVE'),
});

function checkRanges(o: { minUnits: number; maxUnits: number; startsAt: string; endsAt: string }, ctx: z.RefinementCtx) {
  if (o.minUnits > o.maxUnits) ctx.addIssue({ code: 'custom', path: ['maxUnits'], message: 'unit_range_invalid' });
  if (new Date(o.startsAt) >= new Date(o.endsAt)) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'availability_range_invalid' });
}

/** POST /api/offer/additive: a new offer, or a clone (the same body with status_type_id PAUSED). */
export const ZAdditiveOffer = ZAdditiveOfferFields.superRefine(checkRanges);

/** PUT /api/offer/additive/{offerId}: the same body and the version the form was loaded at (optimistic lock). */
export const ZAdditiveOfferUpdate = ZAdditiveOfferFields.extend({
  version: z.number({ error: 'version_required' }).int().positive('version_required'),
}).superRefine(checkRanges);

export type AdditiveOffersQuery = z.infer<typeof ZAdditiveOffersQuery>;
export type AdditiveOfferInput = z.infer<typeof ZAdditiveOffer>;
export type AdditiveOfferUpdate = z.infer<typeof ZAdditiveOfferUpdate>;

export const ZAdditiveOfferId = z.object({ offerId: idSchema() });
