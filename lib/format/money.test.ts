import Decimal from 'decimal.js';
import { formatMoney } from './money';

// ICU versions differ in the space before € and in the Swiss apostrophe; the digits are what matters.
const normalise = (s: string) => s.replace(/\u00a0|\u202f/g, ' ').replace(/’/g, "'");

describe('formatMoney', () => {
  it.each([
    ['1234.5', 'EUR', 2, 'de', '1.234,50 €'],
    ['1234.5', 'CHF', 3, 'de-CH', "CHF 1'234.500"],
    ['1234.5678', 'EUR', 4, 'en', '€1,234.5678'],
    ['0.005', 'EUR', 2, 'de', '0,01 €'],
    ['-12', 'EUR', 2, 'de', '-12,00 €'],
  ] as const)('%s %s (%d decimals, %s) -> %s', (value, currency, decimals, locale, expected) => {
    expect(normalise(formatMoney(new Decimal(value), { currency, decimals, locale }))).toBe(expected);
  });

  it('keeps digits a float would round away', () => {
    expect(normalise(formatMoney('90071992547409.93', { currency: 'EUR', decimals: 2, locale: 'de' }))).toBe('90.071.992.547.409,93 €');
  });
});
