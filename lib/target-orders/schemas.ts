import { z } from 'zod';
import { bodyIdSchema, idSchema } from '@/lib/api/ids';

/** A volume in cbm: positive, at most three decimals (as the basket takes it). */
const cbm = (requiredKey: string) =>
  z
    .union([z.string(), z.number()], { error: requiredKey })
    .transform((v) => String(v).trim())
    .refine((v) => /^\d{1,6}(\.\d{1,3})?$/.test(v) && Number(v) > 0, 'quantity_invalid');

const ids = (key: string) => z.array(bodyIdSchema(key), { error: key }).max(50, 'invalid_value').default([]);
const optionalId = (key: string) => bodyIdSchema(key).nullable().default(null);

export const TARGET_ORDER_STATUSES = ['OPEN', 'PARTLY_FILLED', 'FILLED', 'SUSPENDED', 'EXPIRED', 'CANCELLED'] as const;
export type TargetOrderStatus = (typeof TARGET_ORDER_STATUSES)[number];

/**
 * POST /api/target-orders (design 13, docs/target-orders.md), shared by route and form. The limit
 * is a net price per 100L15 with at most the brand's decimals, as the buyer sees prices; no
 * terminals or sellers named means every terminal, every ENABLED seller. Regions and a favourite
 * are ways of naming terminals: the order keeps the terminals they stand for when it is saved. `validUntil` is a day
 * in the brand's zone (default today); the use case checks it against today, as only it has a clock.
 */
export function targetOrderSchema(decimals: number) {
  const price = new RegExp(`^\\d{1,6}(\\.\\d{1,${decimals}})?$`);
  return z
    .object({
      productId: bodyIdSchema('product_required'),
      terminalIds: ids('terminal_required'),
      // Where, besides terminals: every active terminal of these regions, and those a favourite of the user names.
      regionIds: ids('region_required'),
      favouriteId: optionalId('favourite_required'),
      sellerAccountIds: ids('seller_required'),
      deliveryLocationId: optionalId('delivery_address_required'),
      liftingPeriodId: optionalId('lifting_period_required'),
      paymentTermId: optionalId('payment_term_required'),
      volume: cbm('quantity_invalid'),
      partFills: z.boolean({ error: 'invalid_value' }).default(false),
      minPart: cbm('quantity_invalid').nullable().default(null),
      limitPrice: z
        .union([z.string(), z.number()], { error: 'price_value_required' })
        .transform((v) => String(v).trim())
        .pipe(
          z
            .string()
            .min(1, 'price_value_required')
            .refine((v) => price.test(v) && Number(v) > 0, 'invalid_number'),
        ),
      validUntil: z.iso.date('invalid_date').nullable().default(null),
    })
    .refine((t) => t.minPart === null || (t.partFills && Number(t.minPart) <= Number(t.volume)), { path: ['minPart'], message: 'min_part_invalid' });
}

export type TargetOrderInput = z.output<ReturnType<typeof targetOrderSchema>>;
/** The body as a client sends it (what the form builds). */
export type TargetOrderBody = z.input<ReturnType<typeof targetOrderSchema>>;

/** PUT /api/target-orders/{id}: the order as POST takes it and the version the edit started from. */
export const targetOrderUpdateSchema = (decimals: number) =>
  targetOrderSchema(decimals).and(z.object({ version: z.number({ error: 'version_required' }).int().positive('version_required') }));

export type TargetOrderUpdate = z.output<ReturnType<typeof targetOrderUpdateSchema>>;

export const ZTargetOrderId = z.object({ id: idSchema() });

/**
 * A price alert turned into a target order (/preiswunsch?productId=&terminalId=&limit=): what
 * the form starts with. A value that is no id or price is left out, not refused: the form checks.
 */
export const ZTargetOrderPrefill = z.object({
  productId: idSchema().optional().catch(undefined),
  terminalId: idSchema().optional().catch(undefined),
  limit: z
    .string()
    .regex(/^\d{1,6}(\.\d{1,4})?$/)
    .optional()
    .catch(undefined),
});

export type TargetOrderPrefill = z.infer<typeof ZTargetOrderPrefill>;

/** DELETE /api/target-orders/{id}?version=N: the version the buyer saw. */
export const ZTargetOrderVersion = z.object({ version: z.coerce.number({ error: 'version_required' }).int().positive('version_required') });

export interface TargetOrderFillDto {
  fillNumber: number;
  orderId: number;
  orderNumber: string;
  quantity: string;
  price: string;
  createdAt: string;
  /** Someone of the buyer's company saw it on the screen: it no longer counts in the menu's badge. */
  seen: boolean;
}

/** POST /api/target-orders/fills/seen: the fills the screen showed, by their orders. */
export const ZFillsSeen = z.object({ orderIds: z.array(bodyIdSchema('orderIds'), { error: 'orderIds' }).max(1000, 'invalid_value') });

/** One target order as GET /api/target-orders lists it; decimals travel as strings. */
export interface TargetOrderDto {
  id: number;
  productId: number;
  product: string;
  terminalIds: number[];
  sellerAccountIds: number[];
  deliveryLocationId: number | null;
  liftingPeriodId: number | null;
  paymentTermId: number | null;
  volume: string;
  filledVolume: string;
  partFills: boolean;
  minPart: string | null;
  limitPrice: string;
  validUntil: string;
  status: TargetOrderStatus;
  /** The message key of the refusal that suspended it. */
  suspendedReason: string | null;
  version: number;
  createdAt: string;
  fills: TargetOrderFillDto[];
}
