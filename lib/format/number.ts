import Decimal from 'decimal.js';

/**
 * The one way the platform shows a number (platform-shell 5). German style: comma decimal, dot
 * thousands; Swiss style (de-CH): dot decimal, apostrophe thousands. English pages write numbers
 * as the German ones, as the number fields read them, so what is shown can be typed back.
 * Decimal.js does the rounding (half up), so no float or ICU data changes a digit.
 */
export type NumberStyle = 'de' | 'ch';

export const NUMBER_MARKS: Record<NumberStyle, { decimal: string; group: string }> = {
  de: { decimal: ',', group: '.' },
  ch: { decimal: '.', group: "'" },
};

export function styleForLocale(locale: string): NumberStyle {
  return locale === 'de-CH' ? 'ch' : 'de';
}

export interface NumberFormatOptions {
  /** The decimal places shown (rounded half up). */
  decimals: number;
  /** Drops trailing zeros after rounding: "up to `decimals`" (cbm, a rule's own value). */
  trim?: boolean;
}

export function formatNumber(value: Decimal.Value, locale: string, { decimals, trim = false }: NumberFormatOptions): string {
  return formatInStyle(new Decimal(value), styleForLocale(locale), decimals, trim);
}

export function formatInStyle(value: Decimal, style: NumberStyle, decimals: number, trim = false): string {
  const { decimal, group } = NUMBER_MARKS[style];
  const rounded = value.toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP);
  const [integer, fraction = ''] = rounded.abs().toFixed(decimals).split('.');
  const shown = trim ? fraction.replace(/0+$/, '') : fraction;
  const sign = rounded.isNegative() && !rounded.isZero() ? '-' : '';
  return `${sign}${groupThousands(integer, group)}${shown ? decimal + shown : ''}`;
}

export function groupThousands(digits: string, group: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, group);
}

/** A price per 100L15 with the brand's decimals (2, 3 or 4). */
export function formatPrice(value: Decimal.Value, locale: string, brandDecimals: number): string {
  return formatNumber(value, locale, { decimals: brandDecimals });
}

/** A volume in cbm (or litres): up to 3 decimals, no trailing zeros. */
export function formatVolume(value: Decimal.Value, locale: string): string {
  return formatNumber(value, locale, { decimals: 3, trim: true });
}

/** A value as its owner entered it (a duty, a density, an FX rate): its own decimals, at most 6. */
export function formatEntered(value: Decimal.Value, locale: string): string {
  return formatNumber(value, locale, { decimals: 6, trim: true });
}
