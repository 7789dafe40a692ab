import { DateTime } from 'luxon';

/**
 * Dates as the user's language writes them, always in the brand's time zone, in forms Excel and
 * the eye read alike: German (de, de-CH) 27.11.2026 and 27.11.2026 10:19; English 27/11/2026 and
 * 27/11/2026 10:19 (day first, 24 hours, as in British English). Month names are fixed lists, so
 * the output does not depend on the ICU data of the machine rendering it.
 */
const MONTHS: Record<'de' | 'en', string[]> = {
  de: ['Jan', 'Feb', 'Mär', 'Apr', 'Mai', 'Jun', 'Jul', 'Aug', 'Sep', 'Okt', 'Nov', 'Dez'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
};
const language = (locale: string) => (locale === 'en' ? 'en' : 'de');
const DAY_FORMAT = { de: 'dd.MM.yyyy', en: 'dd/MM/yyyy' } as const;

type DateInput = Date | string;

function inZone(value: DateInput, zone: string): DateTime {
  const dt = typeof value === 'string' ? DateTime.fromISO(value, { setZone: false }) : DateTime.fromJSDate(value);
  if (!dt.isValid) throw new Error(`Invalid date: ${String(value)}`);
  return dt.setZone(zone);
}

/** The calendar day "2026-03-05" an instant falls on in `zone` (what a date field shows). */
export function zonedIsoDate(value: DateInput, zone: string): string {
  return inZone(value, zone).toISODate()!;
}

/** A DATE column as Prisma reads it (midnight UTC), back to its calendar day "2026-03-05". */
export function dateColumnDay(value: Date): string {
  return zonedIsoDate(value, 'UTC');
}

/** 05.03.2026; 05/03/2026 in English. */
export function formatDate(value: DateInput, zone: string, locale: string): string {
  return inZone(value, zone).toFormat(DAY_FORMAT[language(locale)]);
}

/** A chart's day: 05. Mär.; 5 Mar in English. */
export function formatDayMonth(value: DateInput, zone: string, locale: string): string {
  const dt = inZone(value, zone);
  const lang = language(locale);
  return lang === 'en' ? `${dt.day} ${MONTHS.en[dt.month - 1]}` : `${dt.toFormat('dd')}. ${MONTHS.de[dt.month - 1]}.`;
}

/** 05.03.2026 14:03; 05/03/2026 14:03 in English. */
export function formatDateTime(value: DateInput, zone: string, locale: string): string {
  return inZone(value, zone).toFormat(`${DAY_FORMAT[language(locale)]} HH:mm`);
}

/** A month "2026-12" as contract months read: Dez 2026; Dec 2026 in English. */
export function formatMonth(month: string, locale: string): string {
  const [year, number] = month.split('-');
  return `${MONTHS[language(locale)][Number(number) - 1]} ${year}`;
}

/** A calendar day "2026-03-05" as the date fields show it: 05.03.2026 ("" stays ""). */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return day ? `${date}.${month}.${year}` : '';
}

/**
 * What was typed into a date field (DD.MM.YYYY, also D.M.YYYY) as the calendar day "2026-03-05";
 * null when it is no real day (31.02.2026, 5.3.26, text).
 */
export function parseDay(text: string): string | null {
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const dt = DateTime.fromObject({ year: Number(match[3]), month: Number(match[2]), day: Number(match[1]) });
  return dt.isValid ? dt.toISODate() : null;
}

/** The German month names of date pickers and filters, January first. */
export function germanMonthNames(): string[] {
  return Array.from({ length: 12 }, (_, i) =>
    DateTime.fromObject({ month: i + 1 })
      .setLocale('de')
      .toFormat('LLLL'),
  );
}

/**
 * A calendar day ("2026-03-05", as a date input gives it) as the instant its first or last
 * millisecond falls on in the brand's zone; filters send these as ISO strings in UTC.
 */
export function startOfDayIso(day: string, zone: string): string {
  return calendarDay(day, zone).startOf('day').toUTC().toISO()!;
}

export function endOfDayIso(day: string, zone: string): string {
  return calendarDay(day, zone).endOf('day').toUTC().toISO()!;
}

/** Today in the brand's zone as "YYYY-MM-DD", the latest day a date picker accepts. */
export function todayIsoDate(zone: string, now: Date = new Date()): string {
  return DateTime.fromJSDate(now).setZone(zone).toISODate()!;
}

export function isFutureDay(day: string, zone: string, now: Date = new Date()): boolean {
  return day > todayIsoDate(zone, now);
}

function calendarDay(day: string, zone: string): DateTime {
  const dt = DateTime.fromISO(day, { zone });
  if (!dt.isValid || !/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`Invalid calendar day: ${day}`);
  return dt;
}
