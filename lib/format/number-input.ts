import Decimal from 'decimal.js';
import { formatInStyle, groupThousands, NUMBER_MARKS, type NumberStyle } from './number';

export { styleForLocale, type NumberStyle } from './number';

/**
 * What a user types into a number field (platform-shell 5), cleaned as they type.
 * German style: comma decimal, dot thousands. Swiss style: dot decimal, apostrophe thousands.
 */

export interface NumberInputOptions {
  style: NumberStyle;
  /** Decimal places kept; further digits are cut, not rounded, so nothing the user did not type appears. */
  decimals: number;
  /** The positive-only variant (market quantities) refuses the minus. */
  allowNegative?: boolean;
}

export interface ParsedNumberInput {
  /** The cleaned text to show back in the field, thousands grouped. */
  display: string;
  /** The value as typed, or null while the field holds no number yet ("", "-"). */
  value: Decimal | null;
}

// Group marks need no special case when parsing: every character that is not a digit or the
// first decimal mark is dropped, so "1.234,5", "1'234.5" and "1’234.5" (Intl's apostrophe) all read.
export function parseNumberInput(raw: string, options: NumberInputOptions): ParsedNumberInput {
  const { decimal, group } = NUMBER_MARKS[options.style];
  const text = raw.trim();
  const negative = options.allowNegative !== false && text.startsWith('-');

  let integer = '';
  let fraction = '';
  let seenMark = false;
  for (const char of text) {
    if (char >= '0' && char <= '9') {
      if (seenMark) fraction += char;
      else integer += char;
    } else if (char === decimal && !seenMark && options.decimals > 0) {
      seenMark = true;
    }
    // Everything else - letters, group marks, a second decimal mark, an inner minus - is dropped.
  }

  fraction = fraction.slice(0, options.decimals);
  integer = integer.replace(/^0+(?=\d)/, '');
  if (integer === '' && seenMark) integer = '0';

  const sign = negative ? '-' : '';
  if (integer === '') return { display: sign, value: null };

  const display = `${sign}${groupThousands(integer, group)}${seenMark ? decimal + fraction : ''}`;
  const value = new Decimal(`${sign}${integer}${fraction ? '.' + fraction : ''}`);
  return { display, value: value.isZero() ? new Decimal(0) : value };
}

/** The display text for a stored value, e.g. to fill the field before the user edits it. */
export function formatNumberInput(value: Decimal, options: NumberInputOptions): string {
  return formatInStyle(value, options.style, options.decimals);
}
