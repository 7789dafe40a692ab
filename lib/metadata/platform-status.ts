import { DateTime } from 'luxon';

export interface TradingHours {
  open: string;
  close: string;
  /** ISO weekdays, 1 = Monday. */
  days: number[];
}

/** Whether the platform trades at `now`, judged in the brand's time zone. Pure: `now` comes in. */
export function platformStatus(hours: TradingHours, timeZone: string, now: Date) {
  const local = DateTime.fromJSDate(now, { zone: timeZone });
  const minutes = local.hour * 60 + local.minute;
  const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  const open = hours.days.includes(local.weekday) && minutes >= toMinutes(hours.open) && minutes < toMinutes(hours.close);
  return { open, tradingHours: hours, timeZone };
}
