import { DateTime } from 'luxon';

/**
 * The brand's trading hours (design 4): when the market is open, and when it opens next. Pure: the
 * clock and the brand's zone come in, so the answers hold across weekends and daylight-saving changes.
 */
export interface TradingHours {
  open: string;
  close: string;
  /** ISO weekdays, 1 = Monday. */
  days: number[];
  /** Trading at every hour (MARKET_ALWAYS_OPEN): open whatever the time, no closing minute at midnight. */
  alwaysOpen?: boolean;
}

/** MARKET_ALWAYS_OPEN's hours: every day, every minute. */
export const ALWAYS_OPEN: TradingHours = { open: '00:00', close: '24:00', days: [1, 2, 3, 4, 5, 6, 7], alwaysOpen: true };

export function isMarketOpen(now: Date, hours: TradingHours, timeZone: string): boolean {
  if (hours.alwaysOpen) return true;
  const local = DateTime.fromJSDate(now, { zone: timeZone });
  return hours.days.includes(local.weekday) && local >= atTime(local, hours.open) && local < atTime(local, hours.close);
}

/** The next opening after `now` (today's, if it is still ahead, or that of the next trading day). */
export function nextOpening(now: Date, hours: TradingHours, timeZone: string): Date {
  const local = DateTime.fromJSDate(now, { zone: timeZone });
  for (let offset = 0; offset <= 7; offset++) {
    const openAt = atTime(local.plus({ days: offset }), hours.open);
    if (hours.days.includes(openAt.weekday) && openAt > local) return openAt.toJSDate();
  }
  throw new Error('trading hours name no trading day');
}

/** A wall-clock time "HH:mm" on the day of `day`, in its zone. */
export function atTime(day: DateTime, hhmm: string): DateTime {
  const [hour, minute] = hhmm.split(':').map(Number);
  return day.set({ hour, minute, second: 0, millisecond: 0 });
}
