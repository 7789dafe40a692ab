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
 * The moment the Jest files that can see a clock run at, whenever CI runs: half a minute
 * before the next daylight-saving change in Berlin, so the run (its database and server starting,
 * then Jest) crosses it. The change comes in the
 * night to a Sunday (at 02:00 or 03:00), so the run is also at night, on a weekend, outside every
 * daily and trading hour. Relative to `now`, so the moved clock never goes stale.
 */
export function movedClocks(now: Date): MovedClock[] {
  const at = nextOffsetChange(DateTime.fromJSDate(now, { zone: ZONE })).minus({ seconds: 30 });
  return [{ name: 'sunday-night-dst-change', at: at.toJSDate(), local: at.toFormat('yyyy-MM-dd HH:mm:ss ZZ'), zone: ZONE }];
}

/** The first moment after `from` at which the zone's UTC offset changes, to the minute. */
export function nextOffsetChange(from: DateTime): DateTime {
  let day = from.startOf('hour');
  while (day.plus({ days: 1 }).offset === day.offset) day = day.plus({ days: 1 });
  let minute = day;
  while (minute.plus({ minutes: 1 }).offset === minute.offset) minute = minute.plus({ minutes: 1 });
  return minute.plus({ minutes: 1 });
}
