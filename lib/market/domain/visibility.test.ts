import { hasOrderableVolume, isShownNow, withinDailyHours } from './visibility';

const ZONE = 'Europe/Berlin';
// 2030-01-07 is a Monday; 09:30 UTC is 10:30 in Berlin (winter time).
const now = new Date('2030-01-07T09:30:00Z');

describe('withinDailyHours (brand time zone)', () => {
  test.each([
    [null, null, true],
    ['10:00', null, true],
    ['10:30', '10:30', true],
    ['10:00', '11:00', true],
    ['10:30', '11:00', true],
    ['09:00', '10:30', false],
    ['11:00', '12:00', false],
    ['22:00', '11:00', true],
    ['22:00', '06:00', false],
  ])('%s-%s at 10:30 Berlin: %s', (start, end, expected) => {
    expect(withinDailyHours(start, end, now, ZONE)).toBe(expected);
  });
  test('reads the clock in the zone, not in UTC', () => {
    expect(withinDailyHours('09:00', '10:00', now, 'UTC')).toBe(true);
    expect(withinDailyHours('09:00', '10:00', now, ZONE)).toBe(false);
  });
});

describe('hasOrderableVolume', () => {
  test.each([
    ['100', '5', true],
    ['5', '5', true],
    ['4.999', '5', false],
    ['0', '0', false],
  ])('%s left, minimum %s: %s', (left, min, expected) => expect(hasOrderableVolume(left, min)).toBe(expected));
});

describe('isShownNow', () => {
  const base = { priceType: 'FIXED' as const, dailyStart: null, dailyEnd: null, remainingVolume: '100', minOrderQuantity: '5' };
  const open = { now, zone: ZONE, limitedMarket: false };
  test('live-priced offers only with live prices; fixed offers always', () => {
    expect(isShownNow({ ...base, priceType: 'TRACKING' }, open)).toBe(true);
    expect(isShownNow({ ...base, priceType: 'TRACKING' }, { ...open, limitedMarket: true })).toBe(false);
    expect(isShownNow({ ...base, priceType: 'API' }, { ...open, limitedMarket: true })).toBe(false);
    expect(isShownNow(base, { ...open, limitedMarket: true })).toBe(true);
  });
  test('hidden outside the daily hours or when sold out', () => {
    expect(isShownNow({ ...base, dailyStart: '12:00', dailyEnd: '14:00' }, open)).toBe(false);
    expect(isShownNow({ ...base, remainingVolume: '0' }, open)).toBe(false);
  });
});
