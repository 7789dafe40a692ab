import Decimal from 'decimal.js';
import { formatNumberInput, parseNumberInput, styleForLocale, type NumberInputOptions } from './number-input';

const de2: NumberInputOptions = { style: 'de', decimals: 2 };
const ch2: NumberInputOptions = { style: 'ch', decimals: 2 };

describe('parseNumberInput', () => {
  it.each<[string, NumberInputOptions, string, string | null]>([
    // German: comma decimal, dot thousands
    ['1.234,56', de2, '1.234,56', '1234.56'],
    ['1234,56', de2, '1.234,56', '1234.56'],
    ['1234567', de2, '1.234.567', '1234567'],
    ['12,', de2, '12,', '12'],
    [',5', de2, '0,5', '0.5'],
    ['1.5', de2, '15', '15'],
    // Swiss: dot decimal, apostrophe thousands (plain and typographic)
    ["1'234.56", ch2, "1'234.56", '1234.56'],
    ['1’234.56', ch2, "1'234.56", '1234.56'],
    ['1234567.5', ch2, "1'234'567.5", '1234567.5'],
    ['1,5', ch2, '15', '15'],
    // English: point decimal, comma thousands
    ['1,234.56', { style: 'en', decimals: 2 }, '1,234.56', '1234.56'],
    ['1234,5', { style: 'en', decimals: 2 }, '12,345', '12345'],
    // decimals capped (cut, not rounded) to the configured count
    ['1,23456', de2, '1,23', '1.23'],
    ['1,23456', { style: 'de', decimals: 3 }, '1,234', '1.234'],
    ['1,23456', { style: 'de', decimals: 4 }, '1,2345', '1.2345'],
    ['9.99999', { style: 'ch', decimals: 3 }, '9.999', '9.999'],
    ['12,5', { style: 'de', decimals: 0 }, '125', '125'],
    // minus: leading only, refused by the positive-only variant
    ['-12,5', de2, '-12,5', '-12.5'],
    ['-12,5', { ...de2, allowNegative: false }, '12,5', '12.5'],
    ['12-3', de2, '123', '123'],
    ['-', de2, '-', null],
    ['-', { ...de2, allowNegative: false }, '', null],
    // leading zeros collapsed
    ['007,5', de2, '7,5', '7.5'],
    ['0,5', de2, '0,5', '0.5'],
    ['000', de2, '0', '0'],
    ['-0', de2, '-0', '0'],
    ['00.5', ch2, '0.5', '0.5'],
    // letters and spaces stripped
    ['12a,5b', de2, '12,5', '12.5'],
    ['  1 000 ', de2, '1.000', '1000'],
    ['abc', de2, '', null],
    ['', de2, '', null],
    // a second decimal mark is dropped
    ['1,2,3', de2, '1,23', '1.23'],
    ['1.2.3', ch2, '1.23', '1.23'],
  ])('%j (%o) -> display %j, value %j', (raw, options, display, value) => {
    const parsed = parseNumberInput(raw, options);
    expect(parsed.display).toBe(display);
    if (value === null) expect(parsed.value).toBeNull();
    else {
      expect(parsed.value).toBeInstanceOf(Decimal);
      expect(parsed.value!.toString()).toBe(new Decimal(value).toString());
    }
  });

  it('keeps precision a float would lose', () => {
    const parsed = parseNumberInput('9.007.199.254.740.993,01', de2);
    expect(parsed.value!.toFixed(2)).toBe('9007199254740993.01');
  });
});

describe('formatNumberInput', () => {
  it.each<[string, NumberInputOptions, string]>([
    ['1234.5', de2, '1.234,50'],
    ['1234.5', ch2, "1'234.50"],
    ['-0.1234', { style: 'de', decimals: 3 }, '-0,123'],
    ['7', { style: 'ch', decimals: 4 }, '7.0000'],
  ])('%s -> %s', (value, options, expected) => {
    expect(formatNumberInput(new Decimal(value), options)).toBe(expected);
  });
});

describe('styleForLocale', () => {
  it('is Swiss for de-CH and English for en', () => {
    expect(styleForLocale('de-CH')).toBe('ch');
    expect(styleForLocale('de')).toBe('de');
    expect(styleForLocale('en')).toBe('en');
  });
});
