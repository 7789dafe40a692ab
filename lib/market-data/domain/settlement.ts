import { DateTime } from 'luxon';

/**
 * ICE Low Sulphur Gasoil futures settle once a trading day, at 16:30 London time (the settlement
 * period ends then), Monday to Friday. A settlement quote is stored with that moment as its
 * timestamp, so its trading day is the London date of the timestamp. Exchange holidays are not
 * known here: the feed simply has no settlement for them and the latest one stands.
 */
export const SETTLEMENT_ZONE = 'Europe/London';
const SETTLEMENT_HOUR = 16;
const SETTLEMENT_MINUTE = 30;

/** The most recent settlement moment at or before `now`: today's 16:30 London once it has passed, else the trading day's before. */
export function latestSettlementAt(now: Date): Date {
  let day = DateTime.fromJSDate(now, { zone: SETTLEMENT_ZONE }).set({ hour: SETTLEMENT_HOUR, minute: SETTLEMENT_MINUTE, second: 0, millisecond: 0 });
  if (day.toMillis() > now.getTime()) day = day.minus({ days: 1 });
  while (day.weekday > 5) day = day.minus({ days: 1 });
  return day.toJSDate();
}

let lastDay = { at: Number.NaN, day: '' };

/** The trading day (ISO date, London) a settlement at `at` belongs to, or today's at `now`; the market asks this for many offers at one moment, so the last answer is kept. */
export function settlementDay(at: Date): string {
  if (lastDay.at !== at.getTime()) lastDay = { at: at.getTime(), day: DateTime.fromJSDate(at, { zone: SETTLEMENT_ZONE }).toISODate()! };
  return lastDay.day;
}
