import { liftingText, triggerLines } from './trigger-mail';

/** The trigger mails write numbers and days as the screens do, in the brand's locale and decimals. */
describe('triggerLines', () => {
  const items = [
    { product: 'Diesel B7', quantity: '20', price: '63.6' },
    { product: 'Super E5', quantity: '1234.5', price: '131.2' },
  ];
  test.each([
    [
      'the first brand (de, 2 decimals)',
      { locale: 'de', decimals: 2, currency: 'EUR' },
      'Diesel B7: 20 cbm zu 63,60 EUR/100L15\nSuper E5: 1.234,5 cbm zu 131,20 EUR/100L15',
    ],
    [
      'a Swiss brand (de-CH, 3 decimals)',
      { locale: 'de-CH', decimals: 3, currency: 'CHF' },
      "Diesel B7: 20 cbm zu 63.600 CHF/100L15\nSuper E5: 1'234.5 cbm zu 131.200 CHF/100L15",
    ],
  ])('%s', (_name, brand, lines) => {
    expect(triggerLines(items, brand)).toBe(lines);
  });
});

test('liftingText names the period with its days', () => {
  expect(liftingText({ period: 'Prompt (1–3 Tage)', start: '2026-11-26', end: '2026-11-29' })).toBe('Prompt (1–3 Tage), 26.11.2026–29.11.2026');
});
