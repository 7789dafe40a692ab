import { DateTime } from 'luxon';
import type { TradingHours } from '../../lib/market-window/domain/trading-hours';

/**
 * Trading hours under which the market is closed from `now` for at least a day, whatever the hour
 * and weekday: the brand's hours on every weekday but today and tomorrow (in the brand's zone). A
 * test server started with them shows the closed market at any hour, and it opens on a known day.
 */
export function closedTradingHours(now: Date, hours: TradingHours, timeZone: string): TradingHours {
  const today = DateTime.fromJSDate(now, { zone: timeZone });
  const shut = [today.weekday, today.plus({ days: 1 }).weekday];
  return { ...hours, days: [1, 2, 3, 4, 5, 6, 7].filter((day) => !shut.includes(day)) };
}
