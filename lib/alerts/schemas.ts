import { z } from 'zod';
import { idSchema } from '@/lib/api/ids';

/** The price alert form (trading-domain 3 and 5), shared by POST /api/alerts and the form. */
export const ALERT_OPERATORS = ['GTE', 'LTE'] as const;
export const LIFTING_PERIOD_TYPES = ['ALL', 'PROMPT'] as const;
export const NOTE_MAX = 200;

const trimmed = (v: unknown) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v);
const id = z.preprocess((v) => (v === '' || v === null ? undefined : v), idSchema('required'));

/**
 * The price in EUR/100L15 as a decimal string with at most the brand's decimals (never a float).
 * "Negative values only for price drops" (trading-domain 5): a price below zero is only allowed
 * with "lower or equal".
 */
export function alertInputSchema(decimals: number) {
  const price = new RegExp(`^-?\\d{1,8}(\\.\\d{1,${decimals}})?$`);
  return z
    .object({
      note: z.preprocess((v) => trimmed(v) ?? '', z.string().max(NOTE_MAX, 'too_long')),
      price: z.preprocess(trimmed, z.string({ error: 'required' }).min(1, 'required').regex(price, 'invalid_price')),
      operator: z.enum(ALERT_OPERATORS, { error: 'required' }),
      productId: id,
      terminalId: id,
      liftingPeriodType: z.enum(LIFTING_PERIOD_TYPES, { error: 'required' }).default('ALL'),
    })
    .superRefine((input, ctx) => {
      if (isNegative(input.price) && input.operator !== 'LTE') {
        ctx.addIssue({ code: 'custom', path: ['price'], message: 'negative_only_for_price_drop' });
      }
    });
}

function isNegative(price: unknown): boolean {
  return typeof price === 'string' && price.startsWith('-') && /[1-9]/.test(price);
}

export type AlertInput = z.output<ReturnType<typeof alertInputSchema>>;

export const ZAlertParams = z.object({ id: idSchema() });

/** One alert as GET /api/alerts lists it; the price travels as a decimal string. */
export interface PriceAlertDto {
  id: number;
  note: string;
  price: string;
  operator: (typeof ALERT_OPERATORS)[number];
  productId: number;
  product: string;
  terminalId: number;
  terminal: string;
  liftingPeriodType: (typeof LIFTING_PERIOD_TYPES)[number];
  status: 'ACTIVE' | 'TRIGGERED';
  triggeredAt: string | null;
  createdAt: string;
}
