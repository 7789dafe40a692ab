import Decimal from 'decimal.js';
import { DateTime } from 'luxon';

/**
 * Which offers a buyer may see besides what the offers query already narrows (status, offer
 * period, volume, seller relationship): the daily trading hours in the brand's zone, an
 * orderable volume, and the limited market. Pure: the clock and the zone come in.
 */

let lastTime = { at: Number.NaN, zone: '', time: '' };

/**
 * HH:mm of `now` in `zone`; "HH:mm" strings compare in time order. A market request asks this for
 * thousands of offers at one `now`, so the last answer is kept.
 */
function localTime(now: Date, zone: string): string {
  if (lastTime.at !== now.getTime() || lastTime.zone !== zone) {
    lastTime = { at: now.getTime(), zone, time: DateTime.fromJSDate(now, { zone }).toFormat('HH:mm') };
  }
  return lastTime.time;
}

/**
 * Within the offer's daily hours. A missing bound, or equal bounds, mean the whole day; an end
 * before the start means the hours run over midnight (22:00-06:00).
 */
export function withinDailyHours(dailyStart: string | null, dailyEnd: string | null, now: Date, zone: string): boolean {
  if (!dailyStart || !dailyEnd || dailyStart === dailyEnd) return true;
  const time = localTime(now, zone);
  if (dailyStart < dailyEnd) return time >= dailyStart && time < dailyEnd;
  return time >= dailyStart || time < dailyEnd;
}

/**
 * An offer is sold out once its remaining volume no longer covers one minimum order: nothing
 * the buyer could put in the basket would pass the order check.
 */
export function hasOrderableVolume(remaining: Decimal.Value, minimumOrder: Decimal.Value): boolean {
  const left = new Decimal(remaining);
  return left.greaterThan(0) && left.greaterThanOrEqualTo(minimumOrder);
}

export function isLivePriced(priceType: 'FIXED' | 'TRACKING' | 'API'): boolean {
  return priceType !== 'FIXED';
}

/** Everything above for one offer. */
export function isShownNow(
  offer: {
    priceType: 'FIXED' | 'TRACKING' | 'API';
    dailyStart: string | null;
    dailyEnd: string | null;
    remainingVolume: Decimal.Value;
    minOrderQuantity: Decimal.Value;
  },
  context: { now: Date; zone: string; limitedMarket: boolean },
): boolean {
  if (context.limitedMarket && isLivePriced(offer.priceType)) return false;
  if (!hasOrderableVolume(offer.remainingVolume, offer.minOrderQuantity)) return false;
  return withinDailyHours(offer.dailyStart, offer.dailyEnd, context.now, context.zone);
}
