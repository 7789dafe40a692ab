import { DateTime } from 'luxon';
import { purchaseDay } from './check-order';

export interface CollectionDays {
  /** Calendar days, "2026-11-23". */
  start: string;
  end: string;
}

/**
 * Collection dates are calendar days, stored as midnight UTC (lib/offers/offer-record.ts writes
 * them so): the stored day is the day in any zone, and no DST change moves it.
 */
export const storedDay = (date: Date) => date.toISOString().slice(0, 10);
export const dayToStore = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** Today's calendar day in the brand's zone plus `days`: where a lifting period counts from. */
export function dayFromToday(now: Date, timeZone: string, days: number): string {
  return plusDays(purchaseDay(now, timeZone).day, days);
}

/** A calendar day ("2026-11-23") `days` later: arithmetic on the day itself, the zone was applied when the day was read. */
const plusDays = (day: string, days: number) => DateTime.fromISO(day, { zone: 'utc' }).plus({ days }).toISODate()!;

/**
 * The collection period of an order placed now: the offer's own days, or its lifting period
 * counted in calendar days from today in the brand's zone; null when neither is known.
 */
export function collectionPeriod(
  offer: { collectionStart: Date | null; collectionEnd: Date | null },
  liftingPeriod: { startDays: number; endDays: number } | null,
  now: Date,
  timeZone: string,
): CollectionDays | null {
  if (offer.collectionStart && offer.collectionEnd) return { start: storedDay(offer.collectionStart), end: storedDay(offer.collectionEnd) };
  if (!liftingPeriod) return null;
  return { start: dayFromToday(now, timeZone, liftingPeriod.startDays), end: dayFromToday(now, timeZone, liftingPeriod.endDays) };
}

/**
 * design 11: a shareholder's collection period ends at most `cutDays` calendar days after its
 * start. Answers the cut period, or null when nothing is cut (no cut set, or the period is short
 * enough already).
 */
export function cutCollectionPeriod(period: CollectionDays, cutDays: number | null): CollectionDays | null {
  if (cutDays === null) return null;
  const latestEnd = plusDays(period.start, cutDays);
  return latestEnd < period.end ? { start: period.start, end: latestEnd } : null;
}

/**
 * The collection days an order placed now is given, as the basket shows them and checkout stores
 * them: its collection period, shortened by a shareholder's cut (design 11); null when neither the
 * offer nor a lifting period names days.
 */
export function orderCollectionDays(
  offer: { collectionStart: Date | null; collectionEnd: Date | null },
  liftingPeriod: { startDays: number; endDays: number } | null,
  cutDays: number | null,
  now: Date,
  timeZone: string,
): CollectionDays | null {
  const period = collectionPeriod(offer, liftingPeriod, now, timeZone);
  return period && (cutCollectionPeriod(period, cutDays) ?? period);
}
