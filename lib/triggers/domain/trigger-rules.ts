import Decimal from 'decimal.js';
import { DateTime } from 'luxon';

/**
 * Why trading is not permitted, in the order they are checked: the buyer user's own purchase right
 * first (without it nothing else would help), then design 7's (account not released, purchasing
 * disabled, seller link interrupted), the seller blocked by the operator, the limited market.
 */
export type NotPermittedReason = 'no_purchase_right' | 'not_released' | 'purchasing_disabled' | 'link_interrupted' | 'seller_blocked' | 'market_limited';

/** The trigger checkout's refusals of trading-domain 8, in the order design 7 checks them. */
export type TriggerRefusal =
  | { key: 'trigger_trading_not_permitted'; data: { reason: NotPermittedReason } }
  | { key: 'trigger_outside_times'; data: { from: string; to: string; weekdays: number[] } }
  | { key: 'trigger_minimum_per_product'; data: { product: string } }
  | { key: 'trigger_volume_out_of_range'; data: { min: string; max: string } }
  | { key: 'trigger_invalid_lifting_period' }
  | { key: 'trigger_daily_limit_reached'; data: { limit: number } }
  | { key: 'trigger_monthly_volume_used_up'; data: { available: string } }
  /** "Anything else is the generic failure" (design 7): here, a product the engine cannot price now (a negative price). */
  | { key: 'trigger_failed'; data: { cause: 'no_price'; product: string } };

/** Weekdays 1 (Monday) to 7 and a from-to time in the brand's zone; a window past midnight (22:00-06:00) belongs to the day it starts. */
export interface TriggerTimes {
  weekdays: number[];
  from: string;
  to: string;
}

/** What decides whether the buyer may trade with the seller at all ("trading not permitted"). */
export interface TradingFacts {
  /** The buyer user has the purchase right (MyOffers_Purchase). */
  purchaseRight: boolean;
  accountReleased: boolean;
  /** The brand's purchasingDisabled flag. */
  purchasingDisabled: boolean;
  /** The buyer's relationship with the seller; anything but ENABLED is "seller link interrupted". */
  relationshipStatus: string | null;
  /** The operator blocked the seller's account. */
  sellerBlocked: boolean;
  /** The market is limited (a clone window) or has no window. */
  marketLimited: boolean;
}

/** The contract's terms the rules read; amounts as Decimals or their text. */
export interface ContractTerms {
  /** The delivery month, "2026-12". */
  month: string;
  weekdays: number[];
  timeFrom: string;
  timeTo: string;
  orderMin: Decimal.Value;
  orderMax: Decimal.Value;
  dailyCount: number;
  monthlyVolume: Decimal.Value;
  flexibility: Decimal.Value;
}

/** The trigger asked for. */
export interface TriggerRequest {
  /** cbm per product (a bundle's after the split), and whether the engine could price the product now. */
  volumes: { product: string; quantity: Decimal; priced: boolean }[];
  /** The lifting period in days from today, or null when unknown. */
  liftingPeriod: { startDays: number; endDays: number } | null;
  /** A bundle's pickup start, "2026-12-03". */
  pickupStart: string | null;
}

export interface TriggerCheckInput {
  now: Date;
  zone: string;
  trading: TradingFacts;
  contract: ContractTerms;
  /** What PENDING and CONFIRMED triggers took in the month, and how many were placed today. */
  used: { volume: Decimal.Value; today: number };
  /** null: whether any trigger could go through now (the buyer's list says why not). */
  request: TriggerRequest | null;
  /**
   * Without a request: the lifting periods the checkout offers; one of them must lie within the
   * contract month today. Absent, only a month that is over is refused.
   */
  liftingPeriods?: { startDays: number; endDays: number }[];
}

const MINIMUM_PER_PRODUCT = new Decimal(1);

/** Whether `now` lies in the trigger times, read in `zone` (so a daylight-saving change moves nothing). */
export function withinTriggerTimes(times: TriggerTimes, now: Date, zone: string): boolean {
  const local = DateTime.fromJSDate(now, { zone });
  const minutes = local.hour * 60 + local.minute;
  const [from, to] = [times.from, times.to].map((t) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5)));
  if (from <= to) return minutes >= from && minutes < to && times.weekdays.includes(local.weekday);
  // Past midnight: the evening part on a trigger day, the morning part after one.
  if (minutes >= from) return times.weekdays.includes(local.weekday);
  return minutes < to && times.weekdays.includes(local.minus({ days: 1 }).weekday);
}

/** Trigger days as runs of consecutive weekdays, for texts such as "Mo–Fr" or "Mo, Mi–Fr": [1, 3, 4, 5] gives [[1, 1], [3, 5]]. */
export function weekdaySpans(weekdays: number[]): [number, number][] {
  const spans: [number, number][] = [];
  for (const day of [...new Set(weekdays)].sort((a, b) => a - b)) {
    const last = spans.at(-1);
    if (last && last[1] === day - 1) last[1] = day;
    else spans.push([day, day]);
  }
  return spans;
}

/** The volume a contract allows in its month: the monthly volume and its flexibility in percent. */
export const allowedVolume = (monthly: Decimal.Value, flexibilityPercent: Decimal.Value) =>
  new Decimal(monthly).times(new Decimal(flexibilityPercent).plus(100)).div(100);

/** What the buyer may still trigger in the contract's month (negative once a shortened month is overdrawn). */
export const availableVolume = (contract: ContractTerms, usedVolume: Decimal.Value) =>
  allowedVolume(contract.monthlyVolume, contract.flexibility).minus(usedVolume);

/** The first reason the buyer may not trade with the seller now, or null. */
export function notPermittedReason(f: TradingFacts): NotPermittedReason | null {
  if (!f.purchaseRight) return 'no_purchase_right';
  if (!f.accountReleased) return 'not_released';
  if (f.purchasingDisabled) return 'purchasing_disabled';
  if (f.relationshipStatus !== 'ENABLED') return 'link_interrupted';
  if (f.sellerBlocked) return 'seller_blocked';
  if (f.marketLimited) return 'market_limited';
  return null;
}

/** The first and last day ("2026-12-03") of a lifting period counted from `now`'s day in `zone`: the collection window a trigger fixes. */
export function liftingDays(period: { startDays: number; endDays: number }, now: Date, zone: string): { start: string; end: string } {
  const today = DateTime.fromJSDate(now, { zone }).startOf('day');
  return { start: today.plus({ days: period.startDays }).toISODate()!, end: today.plus({ days: period.endDays }).toISODate()! };
}

/** Whether a lifting period, counted from `now`, lies wholly within the contract month "2026-12" (what the checkout offers). */
export function periodWithinMonth(period: { startDays: number; endDays: number }, month: string, now: Date, zone: string): boolean {
  const { start, end } = liftingDays(period, now, zone);
  return start.slice(0, 7) === month && end.slice(0, 7) === month;
}

/**
 * The nearest contract month a trigger placed `now` can lift in with one of `periods`: this month,
 * or in its last days (when no period ends within it any more) the next one; "2026-12".
 */
export function nearestTriggerMonth(periods: { startDays: number; endDays: number }[], now: Date, zone: string): string {
  const thisMonth = DateTime.fromJSDate(now, { zone }).startOf('month');
  const months = [thisMonth, thisMonth.plus({ months: 1 })].map((m) => m.toFormat('yyyy-MM'));
  return months.find((month) => periods.some((period) => periodWithinMonth(period, month, now, zone))) ?? months[0];
}

/**
 * Whether the lifting period lies wholly within the contract month, and a pickup start within
 * the period; without a request, whether one of the lifting periods there are still does (or only
 * whether the month is not over yet). Dates are days in `zone`.
 */
function liftingPeriodValid(input: TriggerCheckInput): boolean {
  const { contract, liftingPeriods } = input;
  if (!input.request && liftingPeriods) return liftingPeriods.some((period) => periodWithinMonth(period, contract.month, input.now, input.zone));
  const today = DateTime.fromJSDate(input.now, { zone: input.zone }).toISODate()!;
  if (!input.request) return today.slice(0, 7) <= contract.month;
  const { liftingPeriod, pickupStart } = input.request;
  if (!liftingPeriod || !periodWithinMonth(liftingPeriod, input.contract.month, input.now, input.zone)) return false;
  const { start, end } = liftingDays(liftingPeriod, input.now, input.zone);
  return !pickupStart || (pickupStart >= start && pickupStart <= end);
}

/** The first refusal of a trigger, or null: every check of design 7 in its order (a list's without a request skips the request's own). */
export function checkTrigger(input: TriggerCheckInput): TriggerRefusal | null {
  const { contract, request } = input;
  const reason = notPermittedReason(input.trading);
  if (reason) return { key: 'trigger_trading_not_permitted', data: { reason } };
  const times = { weekdays: contract.weekdays, from: contract.timeFrom, to: contract.timeTo };
  if (!withinTriggerTimes(times, input.now, input.zone))
    return { key: 'trigger_outside_times', data: { from: times.from, to: times.to, weekdays: times.weekdays } };
  const short = request?.volumes.find((v) => v.quantity.lessThan(MINIMUM_PER_PRODUCT));
  if (short) return { key: 'trigger_minimum_per_product', data: { product: short.product } };
  const total = request?.volumes.reduce((sum, v) => sum.plus(v.quantity), new Decimal(0));
  if (total && (total.lessThan(contract.orderMin) || total.greaterThan(contract.orderMax))) {
    return { key: 'trigger_volume_out_of_range', data: { min: new Decimal(contract.orderMin).toString(), max: new Decimal(contract.orderMax).toString() } };
  }
  if (!liftingPeriodValid(input)) return { key: 'trigger_invalid_lifting_period' };
  if (input.used.today >= contract.dailyCount) return { key: 'trigger_daily_limit_reached', data: { limit: contract.dailyCount } };
  const available = availableVolume(contract, input.used.volume);
  // Without a request: not even the order minimum is left.
  if (available.lessThan(total ?? contract.orderMin))
    return { key: 'trigger_monthly_volume_used_up', data: { available: Decimal.max(available, 0).toString() } };
  const unpriced = request?.volumes.find((v) => !v.priced);
  if (unpriced) return { key: 'trigger_failed', data: { cause: 'no_price', product: unpriced.product } };
  return null;
}

/** A mogas bundle's total split by the contract's percentages (adding up to 100), to the litre; the last product takes the rounding. */
export function splitBundle(total: Decimal, split: { productId: number; percent: Decimal.Value }[]): { productId: number; quantity: Decimal }[] {
  let left = total;
  return split.map((part, i) => {
    const quantity = i === split.length - 1 ? left : total.times(part.percent).div(100).toDecimalPlaces(3, Decimal.ROUND_DOWN);
    left = left.minus(quantity);
    return { productId: part.productId, quantity };
  });
}
