/**
 * Dates as the user's language writes them, always in the brand's time zone, in forms Excel and
 * the eye read alike: German (de, de-CH) 27.11.2026 and 27.11.2026 10:19; English 27/11/2026 and
 * 27/11/2026 10:19 (day first, 24 hours, as in British English). Month names are fixed lists, so
 * the output does not depend on the ICU data of the machine rendering it. The zone's wall clock
 * comes from the runtime's own Intl: these run in the browser on most screens, where a date
 * library would add its weight to the first load.
 */
const MONTHS: Record<'de' | 'en', string[]> = {
  de: ['Jan', 'Feb', 'Mär', 'Apr', 'Mai', 'Jun', 'Jul', 'Aug', 'Sep', 'Okt', 'Nov', 'Dez'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
};
const GERMAN_MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];
const language = (locale: string) => (locale === 'en' ? 'en' : 'de');

type DateInput = Date | string;

/** A wall clock reading in a zone: month 1-12. */
interface Wall {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const clocks = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of `zone` at `instant`; one formatter per zone, as building one costs more than using it. */
function wallClock(instant: Date, zone: string): Wall {
  let clock = clocks.get(zone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    clocks.set(zone, clock);
  }
  const wall = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of clock.formatToParts(instant)) if (part.type in wall) wall[part.type as keyof Wall] = Number(part.value);
  return wall;
}

/** An instant as an ISO text with a date first ("2026-03-05T13:03:09.000Z") or a Date; anything else is refused. */
function instantOf(value: DateInput): Date {
  const date = typeof value === 'string' ? (/^\d{4}-\d{2}-\d{2}/.test(value) ? new Date(value) : new Date(NaN)) : value;
  if (Number.isNaN(date.getTime())) throw new Error(`Invalid date: ${String(value)}`);
  return date;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const isoDay = ({ year, month, day }: Pick<Wall, 'year' | 'month' | 'day'>) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

function dayText(wall: Wall, locale: string): string {
  const sep = language(locale) === 'en' ? '/' : '.';
  return `${pad(wall.day)}${sep}${pad(wall.month)}${sep}${wall.year}`;
}

/** The calendar day "2026-03-05" an instant falls on in `zone` (what a date field shows). */
export function zonedIsoDate(value: DateInput, zone: string): string {
  return isoDay(wallClock(instantOf(value), zone));
}

/** A DATE column as Prisma reads it (midnight UTC), back to its calendar day "2026-03-05". */
export function dateColumnDay(value: Date): string {
  return zonedIsoDate(value, 'UTC');
}

/** 05.03.2026; 05/03/2026 in English. */
export function formatDate(value: DateInput, zone: string, locale: string): string {
  return dayText(wallClock(instantOf(value), zone), locale);
}

/** Two days written as one range, alike on every screen, in the CSV and in mails: "07.12.2026 – 11.12.2026". */
export const dateRange = (from: string, to: string) => `${from} – ${to}`;

/** A chart's day: 05. Mär.; 5 Mar in English. */
export function formatDayMonth(value: DateInput, zone: string, locale: string): string {
  const { day, month } = wallClock(instantOf(value), zone);
  return language(locale) === 'en' ? `${day} ${MONTHS.en[month - 1]}` : `${pad(day)}. ${MONTHS.de[month - 1]}.`;
}

/** 05.03.2026 14:03; 05/03/2026 14:03 in English. */
export function formatDateTime(value: DateInput, zone: string, locale: string): string {
  const wall = wallClock(instantOf(value), zone);
  return `${dayText(wall, locale)} ${clockText(wall)}`;
}

/** 14:03, in every language (a chart's time of day). */
export function formatTime(value: DateInput | number, zone: string): string {
  return clockText(wallClock(typeof value === 'number' ? new Date(value) : instantOf(value), zone));
}

const clockText = ({ hour, minute }: Pick<Wall, 'hour' | 'minute'>) => `${pad(hour)}:${pad(minute)}`;

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

/** The calendar day of year, month (1-12) and day, or null when there is no such day (31.02.). */
function realDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? isoDay({ year, month, day }) : null;
}

/**
 * What was typed into a date field (DD.MM.YYYY, also D.M.YYYY) as the calendar day "2026-03-05";
 * null when it is no real day (31.02.2026, 5.3.26, text).
 */
export function parseDay(text: string): string | null {
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text.trim());
  return match ? realDay(Number(match[3]), Number(match[2]), Number(match[1])) : null;
}

/** The German month names of date pickers and filters, January first. */
export function germanMonthNames(): string[] {
  return [...GERMAN_MONTHS];
}

/**
 * A calendar day ("2026-03-05", as a date input gives it) as the instant its first or last
 * millisecond falls on in the brand's zone; filters send these as ISO strings in UTC.
 */
export function startOfDayIso(day: string, zone: string): string {
  return zonedInstant(calendarDay(day), 0, zone).toISOString();
}

export function endOfDayIso(day: string, zone: string): string {
  return zonedInstant(calendarDay(day), 86_400_000 - 1, zone).toISOString();
}

/** Today in the brand's zone as "YYYY-MM-DD", the latest day a date picker accepts. */
export function todayIsoDate(zone: string, now: Date = new Date()): string {
  return zonedIsoDate(now, zone);
}

export function isFutureDay(day: string, zone: string, now: Date = new Date()): boolean {
  return day > todayIsoDate(zone, now);
}

/** "2026-03-05" as its midnight in UTC (ms); a text that is no real YYYY-MM-DD day is refused. */
function calendarDay(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match || !realDay(Number(match[1]), Number(match[2]), Number(match[3]))) throw new Error(`Invalid calendar day: ${day}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** How far `zone`'s wall clock is ahead of UTC at `instant` (ms). */
function zoneOffset(instant: number, zone: string): number {
  const wall = wallClock(new Date(instant), zone);
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - (instant - (((instant % 1000) + 1000) % 1000));
}

/**
 * The instant at which `zone`'s wall clock reads `midnight` (a day's 00:00 as if in UTC) plus
 * `ms`: the offset is read at a first guess and again at its result, which settles it across a
 * change to or from summer time.
 */
function zonedInstant(midnight: number, ms: number, zone: string): Date {
  const wall = midnight + ms;
  const guess = wall - zoneOffset(wall, zone);
  return new Date(wall - zoneOffset(guess, zone));
}
