import { DateTime } from 'luxon';

/** A target order stands for at most this many days after the day it is placed. */
export const MAX_VALID_DAYS = 30;

/** Today in the brand's zone, as an ISO day: an order whose last day is before it has expired. */
export const todayIn = (now: Date, zone: string) => DateTime.fromJSDate(now, { zone }).toISODate()!;

/** The day an order may stand until: today by default, never before today nor after MAX_VALID_DAYS. Null when out of range. */
export function validUntilFor(requested: string | null, now: Date, zone: string): string | null {
  const today = DateTime.fromJSDate(now, { zone }).startOf('day');
  if (requested === null) return today.toISODate();
  const day = DateTime.fromISO(requested, { zone });
  if (!day.isValid || day < today || day > today.plus({ days: MAX_VALID_DAYS })) return null;
  return day.toISODate();
}
