import { DateTime } from 'luxon';

export interface CollectionDays {
  /** Calendar days, "2026-11-23". */
  start: string;
  end: string;
}

/**
 * design 11: a shareholder's collection period ends at most `cutDays` calendar days after its
 * start. Answers the cut period, or null when nothing is cut (no cut set, or the period is short
 * enough already).
 */
export function cutCollectionPeriod(period: CollectionDays, cutDays: number | null): CollectionDays | null {
  if (cutDays === null) return null;
  const latestEnd = DateTime.fromISO(period.start, { zone: 'utc' }).plus({ days: cutDays }).toISODate()!;
  return latestEnd < period.end ? { start: period.start, end: latestEnd } : null;
}
