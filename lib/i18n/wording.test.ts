import fs from 'node:fs';
import path from 'node:path';

/**
 * One name per thing across screens: the market, My offers, the Pricing Engine and the help
 * centre spell the live price the same way, and every screen names a price type by the same label.
 */
const texts = (file: string) => {
  const strings: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') strings.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(JSON.parse(fs.readFileSync(path.join(process.cwd(), 'messages', file), 'utf8')));
  return strings;
};
const spellings = (file: string, pattern: RegExp) => [...new Set(texts(file).flatMap((text) => text.match(pattern) ?? []))].sort();

test.each(['de.json', 'de-CH.json'])('%s spells the live price "Live-Preis" only', (file) => {
  expect(spellings(file, /live\W?preis/gi)).toEqual(['Live-Preis']);
});

test('en.json says "live price" and "live-priced" only', () => {
  expect(spellings('en.json', /live\W?pric\w*/gi).filter((s) => !/^live (price|prices)$|^live-priced$/i.test(s))).toEqual([]);
});

test('the price types have one set of labels, which the market and My offers share', () => {
  const de = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'messages', 'de.json'), 'utf8'));
  expect(de.common.priceTypes).toEqual({ FIXED: 'Festpreis', TRACKING: 'Live-Preis', API: 'Live-Preis (API)' });
});
