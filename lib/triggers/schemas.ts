import { z } from 'zod';
import { bodyIdSchema, idSchema } from '@/lib/api/ids';
import { queryList } from '@/lib/api/query-list';
import { ZOrderHistoryQuery } from '@/lib/order-history/schemas';

const cbm = (requiredKey: string) =>
  z
    .union([z.string(), z.number()], { error: requiredKey })
    .transform((v) => String(v).trim())
    .refine((v) => /^\d{1,9}(\.\d{1,3})?$/.test(v), 'invalid_number');
const decimal = (requiredKey: string, pattern = /^-?\d{1,8}(\.\d{1,4})?$/) =>
  z
    .union([z.string(), z.number()], { error: requiredKey })
    .transform((v) => String(v).trim())
    .refine((v) => pattern.test(v), 'invalid_number');
const time = z.string({ error: 'trigger_time_required' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'trigger_time_required');

export const PREMIUM_UNITS = ['EUR/100L15', 'EUR/CUBIC_METRE', 'USD/METRIC_TONNE'] as const;

/** POST /api/triggers/contracts (design 7): one product, or a mogas bundle with its split adding up to 100. */
export const ZTriggerContract = z
  .object({
    buyerAccountId: bodyIdSchema('buyer_required'),
    ekkNumber: z.string({ error: 'ekk_number_required' }).trim().min(1, 'ekk_number_required').max(40, 'too_long'),
    terminalId: bodyIdSchema('terminal_required'),
    month: z.string({ error: 'month_required' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month_required'),
    products: z
      .array(z.object({ productId: bodyIdSchema('product_required'), percent: decimal('split_required', /^\d{1,3}(\.\d{1,2})?$/) }), {
        error: 'product_required',
      })
      .min(1, 'product_required')
      .max(6)
      .refine((parts) => new Set(parts.map((p) => p.productId)).size === parts.length, 'product_required')
      .refine((parts) => parts.reduce((sum, p) => sum + Math.round(Number(p.percent) * 100), 0) === 10_000, 'split_not_100'),
    monthlyVolume: cbm('total_volume_required'),
    flexibility: decimal('flexibility_required', /^\d{1,2}(\.\d{1,2})?$/).default('0'),
    orderMin: cbm('min_order_volume_required'),
    orderMax: cbm('max_order_volume_required'),
    weekdays: z.array(z.number().int().min(1).max(7), { error: 'trigger_time_required' }).min(1, 'trigger_time_required').max(7),
    timeFrom: time,
    timeTo: time,
    dailyCount: z.number({ error: 'daily_count_required' }).int().min(1, 'daily_count_required').max(50, 'daily_count_required'),
    iceMonth: z.number({ error: 'ice_month_required' }).int().min(0, 'ice_month_required').max(6, 'ice_month_required'),
    premium: decimal('price_value_required'),
    premiumUnit: z.enum(PREMIUM_UNITS, { error: 'unit_required' }).default('EUR/100L15'),
    conversionFactor: decimal('conversion_factor_required', /^\d(\.\d{1,4})?$/).optional(),
    comment: z.string().trim().max(500, 'too_long').default(''),
  })
  .refine((c) => Number(c.orderMin) >= 1 && Number(c.orderMin) <= Number(c.orderMax), { path: ['orderMax'], message: 'order_range_invalid' })
  .refine((c) => c.timeFrom !== c.timeTo, { path: ['timeTo'], message: 'trigger_times_empty' })
  .refine((c) => c.premiumUnit !== 'USD/METRIC_TONNE' || c.conversionFactor !== undefined, {
    path: ['conversionFactor'],
    message: 'conversion_factor_required',
  });

/**
 * POST /api/triggers/orders (trading-domain 2, Trigger checkout). A mogas bundle sends its total
 * as one item of one of its products, and its pickup start. `windowId` and `prices` are the market
 * window and the prices the buyer saw (the screen always sends both): when another window prices
 * now, or a product's price differs (the seller changed the premium or a price rule meanwhile),
 * the trigger is refused with the new prices (409 trigger_price_changed); without them the
 * current price is fixed.
 */
export const ZTriggerOrder = z.object({
  contractId: bodyIdSchema(),
  items: z
    .array(z.object({ productId: bodyIdSchema('product_required'), quantity: cbm('quantity_invalid') }))
    .min(1)
    .max(6),
  liftingPeriodId: bodyIdSchema('lifting_period_required'),
  pickupStart: z.iso.date('invalid_date').optional(),
  windowId: bodyIdSchema().optional(),
  prices: z
    .array(z.object({ productId: bodyIdSchema('product_required'), price: decimal('price_value_required') }))
    .max(6)
    .optional(),
  acceptTerms: z.literal(true, 'terms_required'),
  bookingChecked: z.literal(true, 'booking_checked_required'),
  idempotencyKey: z.string().min(8).max(100),
});

export const ZTriggerContractId = z.object({ id: idSchema() });

/** PUT /api/triggers/contracts/{id}: the contract as POST takes it, and the version the edit started from. */
export const ZTriggerContractUpdate = ZTriggerContract.and(z.object({ version: z.number({ error: 'version_required' }).int().positive('version_required') }));
export const ZTriggerOrderId = z.object({ id: idSchema() });

export const TRIGGER_ORDER_STATUSES = ['PENDING', 'CONFIRMED', 'CANCELLED'] as const;

/** GET /api/triggers/orders: the order-history parameters that apply to trigger orders (platform-shell 7), with the trigger statuses. */
export const ZTriggerOrdersQuery = ZOrderHistoryQuery.pick({
  pageNumber: true,
  pageLimit: true,
  orderId: true,
  sortType: true,
  orderQuantityMin: true,
  orderQuantityMax: true,
  createdStart: true,
  createdEnd: true,
  productList: true,
  terminalList: true,
  sellerList: true,
  buyerList: true,
}).extend({
  sortBy: z.enum(['created', 'orderId', 'volume', 'status']).default('created'),
  orderStatusList: queryList(z.enum(TRIGGER_ORDER_STATUSES)),
});

export type TriggerContractInput = z.infer<typeof ZTriggerContract>;
export type TriggerOrderInput = z.infer<typeof ZTriggerOrder>;
export type TriggerOrdersQuery = z.infer<typeof ZTriggerOrdersQuery>;
