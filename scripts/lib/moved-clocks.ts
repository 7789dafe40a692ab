import { DateTime } from 'luxon';

export interface MovedClock {
  name: string;
  /** Where the clock starts, as an instant: a local time can be ambiguous when the clocks go back. */
  at: Date;
  /** The same in Berlin wall time, for the log. */
  local: string;
  zone: string;
}

const ZONE = 'Europe/Berlin';

/**
 * The moments the suite is run at besides the real one, because CI runs at any hour: the next
 * Sunday at 22:30 in Berlin (outside every daily and trading hour, a weekend), and a few minutes
 * before the next daylight-saving change there, so the run crosses it. Relative to `now`, so the
 * moved clocks stay near the real date and never go stale.
 */
export function movedClocks(now: Date): MovedClock[] {
  const local = DateTime.fromJSDate(now, { zone: ZONE });
  const sunday = local.plus({ days: (7 - local.weekday) % 7 || 7 }).set({ hour: 22, minute: 30, second: 0, millisecond: 0 });
  const clock = (name: string, at: DateTime): MovedClock => ({ name, at: at.toJSDate(), local: at.toFormat('yyyy-MM-dd HH:mm:ss ZZ'), zone: ZONE });
  return [clock('sunday-night', sunday), clock('dst-change', nextOffsetChange(local).minus({ minutes: 3 }))];
}

/** The first moment after `from` at which the zone's UTC offset changes, to the minute. */
export function nextOffsetChange(from: DateTime): DateTime {
  let day = from.startOf('hour');
  while (day.plus({ days: 1 }).offset === day.offset) day = day.plus({ days: 1 });
  let minute = day;
  while (minute.plus({ minutes: 1 }).offset === minute.offset) minute = minute.plus({ minutes: 1 });
  return minute.plus({ minutes: 1 });
}
