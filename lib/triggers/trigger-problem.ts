import { AppError } from '@/lib/api/errors';
import type { OrderRefusal } from '@/lib/orders/domain/check-order';
import type { TriggerRefusal } from './domain/trigger-rules';

/** The basket's limit refusals, which a trigger order meets as a spot order does (./check-trigger-limits.ts). */
type TriggerLimitRefusal = Extract<
  OrderRefusal,
  { key: 'insufficient_credit_contact_seller' | 'insufficient_credit_contact_operator' | 'daily_purchase_limit_reached' }
>;

type TriggerKey = TriggerRefusal['key'] | 'trigger_failed' | 'trigger_price_changed' | TriggerLimitRefusal['key'];

/**
 * What the trigger call answers as it is: the seven rule refusals of trading-domain 8, its generic
 * failure, the credit and purchase-limit refusals of the basket (a trigger order counts against
 * them as a spot order does, design 6 and 11), and the price-changed conflict (a deliberate refinement: the buyer is shown the new
 * prices instead of being told to start again; docs/triggers.md).
 */
const CATALOGUED: ReadonlySet<string> = new Set<TriggerKey>([
  'trigger_trading_not_permitted',
  'trigger_outside_times',
  'trigger_minimum_per_product',
  'trigger_volume_out_of_range',
  'trigger_invalid_lifting_period',
  'trigger_daily_limit_reached',
  'trigger_monthly_volume_used_up',
  'trigger_failed',
  'trigger_price_changed',
  'insufficient_credit_contact_seller',
  'insufficient_credit_contact_operator',
  'daily_purchase_limit_reached',
]);

/**
 * Every refusal of POST /api/triggers/orders is one of the catalogue's trigger errors (trading-domain
 * 8): anything else (the contract locked past the lock time-out, no market window, an unexpected
 * fault, a reused idempotency key, an unknown contract) becomes the generic `trigger_failed`, which
 * asks the buyer to close and retry. Its status stays what it means (503 with Retry-After, 500, 409,
 * 404) and `data.cause` keeps the original key for support. A malformed request (400 with its
 * fields) and a missing session (401) are not refusals of the trigger and stay as they are.
 */
export function asTriggerProblem(error: AppError): AppError {
  if (error.code === 'validation' || error.code === 'unauthorized' || CATALOGUED.has(error.messageKey)) return error;
  const retryAfterSeconds = error.data?.retryAfterSeconds;
  return new AppError(error.code, 'trigger_failed', { cause: error.messageKey, ...(retryAfterSeconds !== undefined && { retryAfterSeconds }) });
}
