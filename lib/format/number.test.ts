import Decimal from 'decimal.js';
import { formatCellNumber, formatCount, formatEntered, formatNumber, formatPrice, formatVolume, volumesShown } from './number';
import { formatMoney } from './money';
import { priceUnitLabel, unitLabel } from './units';

describe('formatNumber (platform-shell 5)', () => {
  it.each<[string, string, number, boolean, string]>([
    // German: comma decimal, dot thousands
    ['6.135', 'de', 3, false, '6,135'],
    ['47.04', 'de', 2, false, '47,04'],
    ['1234567.891', 'de', 2, false, '1.234.567,89'],
    ['5512.08', 'de', 2, false, '5.512,08'],
    ['-1234.5', 'de', 2, false, '-1.234,50'],
    // Swiss: dot decimal, apostrophe thousands
    ['6.135', 'de-CH', 3, false, '6.135'],
    ['47.04', 'de-CH', 2, false, '47.04'],
    ['1234567.891', 'de-CH', 2, false, "1'234'567.89"],
    ['-1234.5', 'de-CH', 3, false, "-1'234.500"],
    // English: point decimal, comma thousands
    ['1234.5', 'en', 2, false, '1,234.50'],
    ['6.135', 'en', 3, false, '6.135'],
    ['1234567.891', 'en', 2, false, '1,234,567.89'],
    // rounding half up, never through a float
    ['0.005', 'de', 2, false, '0,01'],
    ['-0.004', 'de', 2, false, '0,00'],
    ['90071992547409.935', 'de', 2, false, '90.071.992.547.409,94'],
    ['-1.005', 'de', 2, false, '-1,01'],
    ['+2.5', 'de', 0, false, '3'],
    ['.5', 'de', 1, false, '0,5'],
    ['999.995', 'de', 2, false, '1.000,00'],
    // "up to" decimals: trailing zeros dropped
    ['29.000', 'de', 3, true, '29'],
    ['29.5', 'de', 3, true, '29,5'],
    ['1234.1234', 'de-CH', 3, true, "1'234.123"],
    ['0', 'de', 3, true, '0'],
  ])('%s in %s with %d decimals (trim %s) -> %s', (value, locale, decimals, trim, expected) => {
    expect(formatNumber(value, locale, { decimals, trim })).toBe(expected);
  });

  it('takes Decimals and plain numbers alike', () => {
    expect(formatNumber(new Decimal('1000'), 'de', { decimals: 0 })).toBe('1.000');
    expect(formatNumber(1000.5, 'de-CH', { decimals: 1 })).toBe("1'000.5");
    // A number counts as the shortest text that reads back as it, as decimal.js takes it.
    expect(formatNumber(1.005, 'de', { decimals: 2 })).toBe('1,01');
    expect(formatNumber(1e-7, 'de', { decimals: 7 })).toBe('0,0000001');
    expect(formatNumber(1e21, 'de', { decimals: 0 })).toBe('1.000.000.000.000.000.000.000');
  });

  it('refuses what is not a number instead of showing something', () => {
    expect(() => formatNumber('abc', 'de', { decimals: 2 })).toThrow('not a number');
    expect(() => formatNumber('', 'de', { decimals: 2 })).toThrow('not a number');
  });
});

describe('formatCellNumber: a spreadsheet cell', () => {
  it.each<[string, string, number, boolean, string]>([
    ['8000', 'de', 2, false, '8000,00'],
    ['1234567.891', 'de', 2, false, '1234567,89'],
    ['1234567.891', 'de-CH', 2, false, '1234567.89'],
    ['1234567.891', 'en', 2, false, '1234567.89'],
    ['10.000', 'de', 3, true, '10'],
    ['12.5', 'de', 3, true, '12,5'],
  ])('%s in %s -> %s (the language’s decimal mark, no thousands marks)', (value, locale, decimals, trim, expected) => {
    expect(formatCellNumber(value, locale, { decimals, trim })).toBe(expected);
  });
});

describe('what a trader reads', () => {
  it.each<[string, string, number, string]>([
    // prices per 100L15 carry the brand's decimals: 2 (first brand), 3 (oil pool), 4 (energy pool)
    ['91.15', 'de', 2, '91,15'],
    ['91.15', 'de-CH', 3, '91.150'],
    ['91.15', 'de', 4, '91,1500'],
  ])('price %s in %s with %d decimals -> %s', (value, locale, decimals, expected) => {
    expect(formatPrice(value, locale, decimals)).toBe(expected);
  });

  it.each<[string, string, string]>([
    ['29', 'de', '29'],
    ['29.000', 'de', '29'],
    ['1234.5', 'de', '1.234,5'],
    ['1234.5678', 'de-CH', "1'234.568"],
    ['0.125', 'en', '0.125'],
  ])('volume %s in %s -> %s cbm', (value, locale, expected) => {
    expect(formatVolume(value, locale)).toBe(expected);
  });

  it.each<[number, string, string]>([
    [2727, 'de', '2.727'],
    [27270, 'de-CH', "27'270"],
    [5000, 'en', '5,000'],
    [3, 'de', '3'],
  ])('a count %d in %s -> %s (a page count, rows of a file, a limit an error names)', (value, locale, expected) => {
    expect(formatCount(value, locale)).toBe(expected);
  });

  test('an error’s data as its text names it: numbers as counts, numeric strings as cbm, lists left out', () => {
    expect(volumesShown({ available: '1234.5', max: 5000, prices: ['1'], reason: 'closed' }, 'de')).toEqual({
      available: '1.234,5',
      max: '5.000',
      reason: 'closed',
    });
  });

  it.each<[string, string, string]>([
    ['6.135', 'de', '6,135'],
    ['47.04', 'de', '47,04'],
    ['6.135', 'de-CH', '6.135'],
    ['47.04', 'de-CH', '47.04'],
    ['1.0813', 'de', '1,0813'],
    ['705.38', 'de', '705,38'],
    ['0.845', 'en', '0.845'],
  ])('an entered value %s in %s -> %s', (value, locale, expected) => {
    expect(formatEntered(value, locale)).toBe(expected);
  });

  it.each<[string, 'EUR' | 'CHF', string, number | undefined, string]>([
    ['5512.08', 'EUR', 'de', undefined, '5.512,08 €'],
    ['5512.084', 'EUR', 'en', undefined, '€5,512.08'],
    ['-12', 'EUR', 'en', undefined, '-€12.00'],
    ['1234.5', 'CHF', 'en', undefined, 'CHF 1,234.50'],
    ['1234.5', 'CHF', 'de-CH', undefined, "CHF 1'234.50"],
    ['91.15', 'CHF', 'de-CH', 3, 'CHF 91.150'],
    ['-12', 'EUR', 'de', undefined, '-12,00 €'],
  ])('money %s %s in %s -> %s', (value, currency, locale, decimals, expected) => {
    expect(formatMoney(value, { currency, locale, decimals }).replace('\u00a0', ' ')).toBe(expected);
  });
});

describe('unit labels (platform-shell 3 unit options)', () => {
  it.each([
    ['USD/METRIC_TONNE', 'USD/mt'],
    ['EUR/METRIC_TONNE', 'EUR/mt'],
    ['EUR/100L15', 'EUR/100L15'],
    ['EUR/CUBIC_METRE', 'EUR/cbm'],
    ['cubic_meter', 'cbm'],
    ['liter', 'l'],
    ['kg/l', 'kg/l'],
    ['EUR/USD', 'EUR/USD'],
  ])('%s -> %s', (unit, label) => {
    expect(unitLabel(unit, 'EUR')).toBe(label);
  });

  it.each([
    ['EUR/100L15', 'CHF/100L15'],
    ['EUR/METRIC_TONNE', 'CHF/mt'],
    ['EUR/CUBIC_METRE', 'CHF/cbm'],
    ['USD/METRIC_TONNE', 'USD/mt'],
    ['EUR/USD', 'EUR/USD'],
  ])('%s in the Swiss brand, whose engine reads it in its currency -> %s', (unit, label) => {
    expect(unitLabel(unit, 'CHF')).toBe(label);
  });

  it('labels prices per 100L15 in the brand currency', () => {
    expect(priceUnitLabel('EUR')).toBe('EUR/100L15');
    expect(priceUnitLabel('CHF')).toBe('CHF/100L15');
  });
});
