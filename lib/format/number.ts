/**
 * The one way the platform shows a number (platform-shell 5). German style: comma decimal, dot
 * thousands; Swiss style (de-CH): dot decimal, apostrophe thousands; English: point decimal, comma
 * thousands. The number fields read the same style, so what is shown can be typed back.
 * The rounding (half up) works on the decimal digits with BigInt, so no float or ICU data changes
 * a digit; it runs in the browser, where decimal.js would add 13 kB to every screen's first load.
 */
export type NumberStyle = 'de' | 'ch' | 'en';

/** English style (dot decimal, comma thousands) only where nothing is typed back: the mails. */
export const NUMBER_MARKS: Record<NumberStyle, { decimal: string; group: string }> = {
  de: { decimal: ',', group: '.' },
  ch: { decimal: '.', group: "'" },
  en: { decimal: '.', group: ',' },
};

export function styleForLocale(locale: string): NumberStyle {
  return locale === 'de-CH' ? 'ch' : locale === 'en' ? 'en' : 'de';
}

export interface NumberFormatOptions {
  /** The decimal places shown (rounded half up). */
  decimals: number;
  /** Drops trailing zeros after rounding: "up to `decimals`" (cbm, a rule's own value). */
  trim?: boolean;
}

/** A number as a decimal string, a JS number, or a Decimal (anything whose toFixed() gives all its digits). */
export type Numeric = string | number | { toFixed(): string };

export function formatNumber(value: Numeric, locale: string, { decimals, trim = false }: NumberFormatOptions): string {
  return formatInStyle(value, styleForLocale(locale), decimals, trim);
}

export function formatInStyle(value: Numeric, style: NumberStyle, decimals: number, trim = false): string {
  const { decimal, group } = NUMBER_MARKS[style];
  return written(value, decimal, group, decimals, trim);
}

/**
 * A number for a spreadsheet cell (CSV): the language's decimal mark and no thousands marks, which
 * a spreadsheet would take for text or for the decimal mark.
 */
export function formatCellNumber(value: Numeric, locale: string, { decimals, trim = false }: NumberFormatOptions): string {
  return written(value, NUMBER_MARKS[styleForLocale(locale)].decimal, '', decimals, trim);
}

function written(value: Numeric, decimal: string, group: string, decimals: number, trim: boolean): string {
  const { negative, integer, fraction } = roundHalfUp(plainDigits(value), decimals);
  const shown = trim ? fraction.replace(/0+$/, '') : fraction;
  return `${negative ? '-' : ''}${group ? groupThousands(integer, group) : integer}${shown ? decimal + shown : ''}`;
}

/** The value written out without an exponent ("-1234.5"). */
function plainDigits(value: Numeric): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value !== 'number') return value.toFixed();
  // The shortest text that reads back as this number, as decimal.js takes it; no exponent.
  const text = String(value);
  return /e/i.test(text) ? (Math.abs(value) < 1 ? value.toFixed(20) : BigInt(value).toString()) : text;
}

/** Rounds a plain decimal text to `decimals` places, half away from zero; "-0" loses its sign. */
function roundHalfUp(text: string, decimals: number) {
  const match = /^([+-])?(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (!match[2] && !match[3])) throw new Error(`not a number: ${text}`);
  const [, sign, whole = '', part = ''] = match;
  const digits = (part + '0'.repeat(decimals + 1)).slice(0, decimals + 1);
  let scaled = BigInt((whole || '0') + digits.slice(0, decimals));
  if (digits[decimals] >= '5') scaled += BigInt(1);
  const all = scaled.toString().padStart(decimals + 1, '0');
  return {
    negative: sign === '-' && scaled !== BigInt(0),
    integer: all.slice(0, all.length - decimals),
    fraction: all.slice(all.length - decimals),
  };
}

export function groupThousands(digits: string, group: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, group);
}

/** A price per 100L15 with the brand's decimals (2, 3 or 4). */
export function formatPrice(value: Numeric, locale: string, brandDecimals: number): string {
  return formatNumber(value, locale, { decimals: brandDecimals });
}

/**
 * The decimals of a quantity typed in cbm: the market's 2 (platform-shell 5, positive-only
 * variant), in the market, the basket and the trigger checkout alike.
 */
export const VOLUME_INPUT_DECIMALS = 2;

/** A volume in cbm (or litres): up to 3 decimals, no trailing zeros. */
export function formatVolume(value: Numeric, locale: string): string {
  return formatNumber(value, locale, { decimals: 3, trim: true });
}

/** A value as its owner entered it (a duty, a density, an FX rate): its own decimals, at most 6. */
export function formatEntered(value: Numeric, locale: string): string {
  return formatNumber(value, locale, { decimals: 6, trim: true });
}

/** A count a text names ("Seite 2 von 1.234", "höchstens 5.000 Zeilen"), in the reader's format: a text's plain {count} would show its bare digits. */
export const formatCount = (value: number, locale: string) => formatNumber(value, locale, { decimals: 3, trim: true });

/** The values a text takes ({max}, {created}). */
export type TextValues = Record<string, string>;

/** What a text names ({max}, {created}): numbers as counts in the reader's format, strings as they are; objects such as a conflict's record are left out. */
export const textValues = (data: Record<string, unknown> = {}, locale: string): TextValues =>
  Object.fromEntries(
    Object.entries(data).flatMap(([key, value]): [string, string][] =>
      typeof value === 'number' ? [[key, formatCount(value, locale)]] : typeof value === 'string' ? [[key, value]] : [],
    ),
  );

/**
 * The values of a trading error's data as its message takes them: the limits it names (min, max,
 * available) are cbm, shown by the one formatter; the rest as `textValues` writes them (what no
 * message can show, lists of prices, is left out).
 */
export function volumesShown(data: Record<string, unknown> | undefined, locale: string): TextValues | undefined {
  if (!data) return data;
  const volumes = Object.entries(data).map(([key, value]) => [
    key,
    typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? formatVolume(value, locale) : value,
  ]);
  return textValues(Object.fromEntries(volumes), locale);
}
