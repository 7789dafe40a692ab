import Decimal from 'decimal.js';
import { DateTime } from 'luxon';

/** The trigger checkout's refusals of trading-domain 8, in the order design 7 checks them. */
export type TriggerRefusal =
  | { key: 'trigger_trading_not_permitted' }
  | { key: 'trigger_outside_times'; data: { from: string; to: string } }
  | { key: 'trigger_minimum_per_product'; data: { product: string } }
  | { key: 'trigger_volume_out_of_range'; data: { min: string; max: string } }
  | { key: 'trigger_invalid_lifting_period' }
  | { key: 'trigger_daily_limit_reached'; data: { limit: number } }
  | { key: 'trigger_monthly_volume_used_up'; data: { available: string } };

/** Weekdays 1 (Monday) to 7 and a from-to time in the brand's zone; a window past midnight (22:00-06:00) belongs to the day it starts. */
export interface TriggerTimes {
  weekdays: number[];
  from: string;
  to: string;
}

export interface TriggerCheckInput {
  now: Date;
  zone: string;
  /** Account released, purchasing enabled on the brand, relationship ENABLED. */
  tradingPermitted: boolean;
  times: TriggerTimes;
  /** cbm per product of this trigger. */
  volumes: { product: string; quantity: Decimal }[];
  orderMin: Decimal;
  orderMax: Decimal;
  /** The contract's delivery month "2026-12" and the lifting period's first and last day from today. */
  month: string;
  liftingPeriod: { start: string; end: string } | null;
  dailyCount: number;
  triggeredToday: number;
  /** Monthly volume x (1 + flexibility) less what PENDING and CONFIRMED triggers took. */
  available: Decimal;
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

/** The first refusal of a trigger, or null: every check of design 7 in its order. */
export function checkTrigger(input: TriggerCheckInput): TriggerRefusal | null {
  if (!input.tradingPermitted) return { key: 'trigger_trading_not_permitted' };
  if (!withinTriggerTimes(input.times, input.now, input.zone)) return { key: 'trigger_outside_times', data: { from: input.times.from, to: input.times.to } };
  const short = input.volumes.find((v) => v.quantity.lessThan(MINIMUM_PER_PRODUCT));
  if (short) return { key: 'trigger_minimum_per_product', data: { product: short.product } };
  const total = input.volumes.reduce((sum, v) => sum.plus(v.quantity), new Decimal(0));
  if (total.lessThan(input.orderMin) || total.greaterThan(input.orderMax)) {
    return { key: 'trigger_volume_out_of_range', data: { min: input.orderMin.toString(), max: input.orderMax.toString() } };
  }
  const period = input.liftingPeriod;
  // Pickup starts within the contract's month.
  if (!period || !period.start.startsWith(input.month)) return { key: 'trigger_invalid_lifting_period' };
  if (input.triggeredToday >= input.dailyCount) return { key: 'trigger_daily_limit_reached', data: { limit: input.dailyCount } };
  if (total.greaterThan(input.available)) return { key: 'trigger_monthly_volume_used_up', data: { available: Decimal.max(input.available, 0).toString() } };
  return null;
}

/** A mogas bundle's total split by the contract's percentages (adding up to 100), to the litre; the last product takes the rounding. */
export function splitBundle(total: Decimal, split: { productId: number; percent: Decimal }[]): { productId: number; quantity: Decimal }[] {
  let left = total;
  return split.map((part, i) => {
    const quantity = i === split.length - 1 ? left : total.times(part.percent).div(100).toDecimalPlaces(3, Decimal.ROUND_DOWN);
    left = left.minus(quantity);
    return { productId: part.productId, quantity };
  });
}

/** The volume a contract allows in its month: the monthly volume and its flexibility in percent. */
export const allowedVolume = (monthly: Decimal, flexibilityPercent: Decimal) => monthly.times(flexibilityPercent.plus(100)).div(100);
