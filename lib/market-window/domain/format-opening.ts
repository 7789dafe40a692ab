// Fixed names, so the text does not depend on the ICU data of the machine rendering it.
const WEEKDAYS: Record<'de' | 'en', string[]> = {
  de: ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'],
  en: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
};
const ENGLISH_DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/**
 * When the market opens, as the closed market shows it ("Mo 07:00"), in the brand's zone. With the
 * browser's Intl only: the market screens run it in the browser, where luxon would add its weight
 * to the first load.
 */
export function formatOpening(opening: Date, timeZone: string, locale: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(opening);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const day = ENGLISH_DAYS.indexOf(part('weekday'));
  return `${WEEKDAYS[locale === 'en' ? 'en' : 'de'][day]} ${part('hour')}:${part('minute')}`;
}
