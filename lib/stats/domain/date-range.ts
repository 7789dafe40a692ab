import { DateTime } from 'luxon';

/** Quick ranges of the ranking view (platform-shell 9): Tag, Woche, Monat; "All" is no limit. */
export const QUICK_RANGES = [1, 7, 30] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

export interface DateRange {
  start: Date;
  end: Date;
}

/**
 * The days a picker selected as instants in the brand's zone: the start day's first and the end
 * day's last millisecond (platform-shell 4: the range end is 23:59:59.999 of the end day).
 */
export function rangeOfDays(startDay: string, endDay: string, zone: string): DateRange {
  const start = calendarDay(startDay, zone).startOf('day');
  const end = calendarDay(endDay, zone).endOf('day');
  return { start: start.toJSDate(), end: end.toJSDate() };
}

/** A quick range of `days` calendar days ending today: Tag is today, Woche today and the six days before. */
export function quickRange(days: QuickRange, zone: string, now: Date): DateRange {
  const today = DateTime.fromJSDate(now).setZone(zone);
  return {
    start: today
      .minus({ days: days - 1 })
      .startOf('day')
      .toJSDate(),
    end: today.endOf('day').toJSDate(),
  };
}

/**
 * Why a range cannot be asked for, or null: it may not reach past today's end in the brand's
 * zone (no future dates) and must not end before it starts.
 */
export function rangeProblem(range: DateRange, zone: string, now: Date): 'date_in_future' | 'date_range_invalid' | null {
  const endOfToday = DateTime.fromJSDate(now).setZone(zone).endOf('day').toMillis();
  if (range.start.getTime() > endOfToday || range.end.getTime() > endOfToday) return 'date_in_future';
  if (range.start.getTime() > range.end.getTime()) return 'date_range_invalid';
  return null;
}

/** The calendar day ("YYYY-MM-DD") an instant falls on in the brand's zone, as a date picker shows it. */
export function dayOf(instant: Date | string, zone: string): string {
  const dt = typeof instant === 'string' ? DateTime.fromISO(instant) : DateTime.fromJSDate(instant);
  return dt.setZone(zone).toISODate()!;
}

function calendarDay(day: string, zone: string): DateTime {
  const dt = DateTime.fromISO(day, { zone });
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !dt.isValid) throw new Error(`Invalid calendar day: ${day}`);
  return dt;
}
