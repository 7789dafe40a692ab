import Decimal from 'decimal.js';
import { z } from 'zod';
import { idSchema } from '@/lib/api/ids';

/**
 * The seller's offer form (trading-domain 3 and 5), shared by the route handlers and the form:
 * every required field answers with its own message key from the `offers` namespace.
 */
export const PRICE_TYPES = ['FIXED', 'TRACKING', 'API'] as const;
export const LIVE_PRICE_TYPES = ['TRACKING', 'API'] as const;
export const FIXED_PRICE_UNITS = ['PER_100L15', 'PER_LITRE'] as const;
export const ICE_MONTHS = [0, 1, 2, 3, 4, 5, 6] as const;

/**
 * A decimal with at most `integerDigits` digits before the point, so that it fits its column:
 * volumes are numeric(12,3) (9 digits), prices numeric(12,4) (8; a price per litre is stored x 100,
 * so 6), FX premiums numeric(12,6) (6), rule values numeric(14,6) (8).
 */
const decimalPattern = (integerDigits: number) => new RegExp(`^-?\\d{1,${integerDigits}}(\\.\\d{1,6})?$`);
const DECIMAL = decimalPattern(9);
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const trimmed = (v: unknown) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v);

/** A decimal as a string (never a float); numbers are accepted and turned into their string. */
export function decimalField(requiredKey: string, integerDigits = 9) {
  // An empty field reads as missing, so it gets the required message rather than "invalid number".
  return z.preprocess((v) => blankToUndefined(trimmed(v)), z.string({ error: requiredKey }).regex(decimalPattern(integerDigits), 'invalid_number'));
}
export function optionalDecimalField(integerDigits: number) {
  return z.preprocess((v) => blankToUndefined(trimmed(v)), z.string().regex(decimalPattern(integerDigits), 'invalid_number').optional());
}
function idField(requiredKey: string) {
  return z.preprocess(blankToUndefined, idSchema(requiredKey));
}
function optionalIdField() {
  return z.preprocess(blankToUndefined, idSchema('invalid_value').optional());
}
const time = (requiredKey: string) => z.string({ error: requiredKey }).regex(HH_MM, requiredKey);
const date = z.preprocess(blankToUndefined, z.iso.date('invalid_date').optional());

const ZOfferFields = z.object({
  productId: idField('product_required'),
  terminalId: idField('terminal_required'),
  totalVolume: decimalField('total_volume_required'),
  minOrderQuantity: decimalField('min_order_volume_required'),
  maxOrderQuantity: decimalField('max_order_volume_required'),
  priceType: z.enum(PRICE_TYPES, { error: 'pricing_type_required' }),
  priceUnit: z.enum(FIXED_PRICE_UNITS, { error: 'invalid_value' }).default('PER_100L15'),
  fixedPrice: optionalDecimalField(6),
  iceMonth: z.preprocess(blankToUndefined, z.coerce.number().int().min(0, 'ice_month_required').max(6, 'ice_month_required').optional()),
  fxSymbol: z.preprocess(blankToUndefined, z.string().trim().max(20).optional()),
  fxPremium: optionalDecimalField(6),
  surcharge: z.preprocess((v) => blankToUndefined(trimmed(v)) ?? '0', z.string().regex(decimalPattern(8), 'invalid_number')),
  startsAt: z.iso.datetime({ offset: true, error: 'availability_required' }),
  endsAt: z.iso.datetime({ offset: true, error: 'availability_required' }),
  dailyStart: time('daily_time_required'),
  dailyEnd: time('daily_time_required'),
  liftingPeriodId: optionalIdField(),
  collectionStart: date,
  collectionEnd: date,
  minimumPrice: optionalDecimalField(8),
  maxPriceDrop: optionalDecimalField(8),
  anonymous: z.boolean().default(false),
});

/**
 * The cross-checks run even when single fields failed, so the form shows every problem at once;
 * but only on an object: a body of `null` or a list has no fields to compare.
 */
export const ALWAYS = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value) };

export const ZOfferInput = ZOfferFields.superRefine((offer, ctx) => crossCheck(offer, ctx), ALWAYS);
export type OfferInput = z.output<typeof ZOfferInput>;
export type OfferForm = z.input<typeof ZOfferInput>;

/** An edit names the version it started from (optimistic lock). */
export const ZOfferUpdate = ZOfferFields.extend({ version: z.number({ error: 'version_required' }).int().positive('version_required') }).superRefine(
  (offer, ctx) => crossCheck(offer, ctx),
  ALWAYS,
);
export type OfferUpdate = z.output<typeof ZOfferUpdate>;

export const ZOfferParams = z.object({ id: idSchema('not_found') });

const dec = (v: unknown) => (typeof v === 'string' && DECIMAL.test(v) ? new Decimal(v) : null);

function crossCheck(offer: Partial<OfferInput>, ctx: z.RefinementCtx) {
  const issue = (path: keyof OfferInput, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  const total = dec(offer.totalVolume);
  const min = dec(offer.minOrderQuantity);
  const max = dec(offer.maxOrderQuantity);
  if (total && total.lte(0)) issue('totalVolume', 'volume_positive');
  if (min && min.lte(0)) issue('minOrderQuantity', 'volume_positive');
  if (max && max.lte(0)) issue('maxOrderQuantity', 'volume_positive');
  if (min && max && min.gt(0) && min.gt(max)) issue('minOrderQuantity', 'min_above_max');
  if (max && total && max.gt(0) && max.gt(total)) issue('maxOrderQuantity', 'max_above_total');

  if (offer.priceType === 'FIXED') {
    const price = dec(offer.fixedPrice);
    if (!offer.fixedPrice) issue('fixedPrice', 'price_value_required');
    else if (price && price.lte(0)) issue('fixedPrice', 'price_positive');
  }
  if (offer.priceType === 'TRACKING' || offer.priceType === 'API') {
    if (offer.iceMonth === undefined) issue('iceMonth', 'ice_month_required');
    if (!offer.fxSymbol) issue('fxSymbol', 'fx_required');
  }

  if (offer.startsAt && offer.endsAt && Date.parse(offer.endsAt) <= Date.parse(offer.startsAt)) issue('endsAt', 'end_before_start');
  // Daily hours need no order: an end before the start runs over midnight (22:00-06:00) and equal
  // bounds mean the whole day, as the market's visibility rule reads them (lib/market/domain/visibility).

  // A lifting period or a custom range: exactly one way to say when the product is collected.
  const custom = offer.collectionStart !== undefined || offer.collectionEnd !== undefined;
  if (offer.liftingPeriodId === undefined && !custom) issue('liftingPeriodId', 'collection_period_required');
  if (offer.liftingPeriodId !== undefined && custom) issue('collectionStart', 'collection_period_or_range');
  if (offer.liftingPeriodId === undefined && custom) {
    if (!offer.collectionStart || !offer.collectionEnd || offer.collectionEnd < offer.collectionStart) issue('collectionStart', 'custom_range_invalid');
  }

  const drop = dec(offer.maxPriceDrop);
  if (drop && drop.isNegative()) issue('maxPriceDrop', 'max_price_drop_negative');
  const minimum = dec(offer.minimumPrice);
  if (minimum && minimum.lte(0)) issue('minimumPrice', 'price_positive');
}

/** A fixed price as stored: per 100L15; a price per litre is x 100. */
export function fixedPricePer100L15(offer: Pick<OfferInput, 'priceType' | 'priceUnit' | 'fixedPrice'>): Decimal | null {
  if (offer.priceType !== 'FIXED' || !offer.fixedPrice) return null;
  const price = new Decimal(offer.fixedPrice);
  return offer.priceUnit === 'PER_LITRE' ? price.times(100) : price;
}
