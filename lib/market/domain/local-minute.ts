import { DateTime } from 'luxon';

/** The minute localMinute wrote last: every market call asks, and luxon's zone arithmetic is dear. */
let lastMinute = { timeZone: '', at: NaN, text: '' };

/** "yyyy-MM-dd HH:mm" of `now` in `timeZone`; written once per minute (every zone's offset is whole minutes). */
export function localMinute(now: Date, timeZone: string): string {
  const at = Math.floor(now.getTime() / 60_000);
  if (lastMinute.at !== at || lastMinute.timeZone !== timeZone) {
    lastMinute = { timeZone, at, text: DateTime.fromJSDate(now, { zone: timeZone }).toFormat('yyyy-MM-dd HH:mm') };
  }
  return lastMinute.text;
}
