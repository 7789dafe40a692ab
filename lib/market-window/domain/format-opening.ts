// Fixed names, so the text does not depend on the ICU data of the machine rendering it.
const WEEKDAYS: Record<'de' | 'en', string[]> = {
  de: ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'],
  en: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
};
const ENGLISH_DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const names = (locale: string) => WEEKDAYS[locale === 'en' ? 'en' : 'de'];

/**
 * One formatter per zone: the closed market's status draws the opening every second, and making
 * a formatter with a time zone costs far more than formatting with it (11 of the 316 ms of script
 * in the closed market page's first seconds, on a phone slowed four times).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterIn(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * When the market opens, as the closed market shows it ("Mo 07:00"), in the brand's zone. With the
 * browser's Intl only: the market screens run it in the browser, where luxon would add its weight
 * to the first load.
 */
export function formatOpening(opening: Date, timeZone: string, locale: string): string {
  const parts = formatterIn(timeZone).formatToParts(opening);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const day = ENGLISH_DAYS.indexOf(part('weekday'));
  return `${names(locale)[day]} ${part('hour')}:${part('minute')}`;
}

/** The trading days (ISO weekdays) as the help texts name them: runs of days as a range, "Mo–Fr", "Mo, Mi–Fr". */
export function formatTradingDays(days: number[], locale: string): string {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const day of sorted) {
    const run = runs.at(-1);
    if (run && day === run.at(-1)! + 1) run.push(day);
    else runs.push([day]);
  }
  const name = (day: number) => names(locale)[day - 1];
  return runs.map((run) => (run.length > 2 ? `${name(run[0])}–${name(run.at(-1)!)}` : run.map(name).join(', '))).join(', ');
}
