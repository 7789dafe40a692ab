import { formatOpening, formatTradingDays } from './format-opening';
import { ALWAYS_OPEN, isMarketOpen, nextOpening } from './trading-hours';

const HOURS = { open: '07:00', close: '18:00', days: [1, 2, 3, 4, 5] };
const BERLIN = 'Europe/Berlin';
const ZURICH = 'Europe/Zurich';

describe('trading hours in the brand zone', () => {
  it.each([
    // label, now (UTC), zone, open, next opening (UTC) or null, as the closed market names it
    ['Wednesday 22:00 Berlin', '2026-11-25T21:00:00Z', BERLIN, false, '2026-11-26T06:00:00.000Z', 'Do 07:00'],
    ['Monday 06:59 Berlin', '2026-11-23T05:59:00Z', BERLIN, false, '2026-11-23T06:00:00.000Z', 'Mo 07:00'],
    ['Monday 07:00 Berlin', '2026-11-23T06:00:00Z', BERLIN, true, null, null],
    ['Friday 17:59 Berlin', '2026-11-27T16:59:00Z', BERLIN, true, null, null],
    ['Friday 18:00 Berlin, over the weekend', '2026-11-27T17:00:00Z', BERLIN, false, '2026-11-30T06:00:00.000Z', 'Mo 07:00'],
    ['Sunday 22:30 Berlin', '2026-11-29T21:30:00Z', BERLIN, false, '2026-11-30T06:00:00.000Z', 'Mo 07:00'],
    // Spring forward on Sunday 29 March 2026: Friday evening is CET (+1), Monday morning CEST (+2).
    ['Friday 20:00 Berlin before summer time', '2026-03-27T19:00:00Z', BERLIN, false, '2026-03-30T05:00:00.000Z', 'Mo 07:00'],
    ['Saturday noon Zurich before summer time', '2026-03-28T11:00:00Z', ZURICH, false, '2026-03-30T05:00:00.000Z', 'Mo 07:00'],
    // Fall back on Sunday 25 October 2026: Friday evening is CEST (+2), Monday morning CET (+1).
    ['Friday 22:00 Zurich before winter time', '2026-10-23T20:00:00Z', ZURICH, false, '2026-10-26T06:00:00.000Z', 'Mo 07:00'],
    ['Sunday 02:30 Berlin in the repeated hour', '2026-10-25T00:30:00Z', BERLIN, false, '2026-10-26T06:00:00.000Z', 'Mo 07:00'],
    ['Monday 07:30 Zurich in summer time', '2026-07-06T05:30:00Z', ZURICH, true, null, null],
  ])('%s', (_label, iso, zone, open, opening, shown) => {
    const now = new Date(iso);
    expect(isMarketOpen(now, HOURS, zone)).toBe(open);
    if (opening === null) return;
    const next = nextOpening(now, HOURS, zone);
    expect(next.toISOString()).toBe(opening);
    expect(formatOpening(next, zone, 'de')).toBe(shown);
  });

  it('names the weekday in English for English pages', () => {
    expect(formatOpening(new Date('2026-11-30T06:00:00Z'), BERLIN, 'en')).toBe('Mon 07:00');
    expect(formatOpening(new Date('2026-11-30T06:00:00Z'), ZURICH, 'de-CH')).toBe('Mo 07:00');
  });

  it('formats each zone in its own time, one instant after the other (a formatter is kept per zone)', () => {
    const instant = new Date('2026-11-30T06:00:00Z');
    expect(formatOpening(instant, BERLIN, 'de')).toBe('Mo 07:00');
    expect(formatOpening(instant, 'America/New_York', 'de')).toBe('Mo 01:00');
    expect(formatOpening(instant, 'Asia/Tokyo', 'en')).toBe('Mon 15:00');
    expect(formatOpening(instant, BERLIN, 'en')).toBe('Mon 07:00');
  });

  it('opens next on the following trading day once today has opened', () => {
    expect(nextOpening(new Date('2026-11-23T06:00:00Z'), HOURS, BERLIN).toISOString()).toBe('2026-11-24T06:00:00.000Z');
  });

  // MARKET_ALWAYS_OPEN's hours: no closing minute before midnight, also in the nights the clocks change.
  it.each([
    ['Wednesday 23:59:30 Berlin', '2030-01-09T22:59:30Z'],
    ['Thursday 00:00 Berlin', '2030-01-09T23:00:00Z'],
    ['Saturday 23:59:30 Berlin before summer time', '2026-03-28T22:59:30Z'],
    ['Sunday 00:00 Berlin, the night summer time starts', '2026-03-28T23:00:00Z'],
    ['Sunday 03:00 Berlin, the hour after the skipped one', '2026-03-29T01:00:00Z'],
    ['Sunday 00:00 Berlin, the night winter time starts', '2026-10-24T22:00:00Z'],
    ['Sunday 02:30 Berlin, the repeated hour', '2026-10-25T01:30:00Z'],
    ['Monday 00:00 Berlin after winter time started', '2026-10-25T23:00:00Z'],
  ])('always open: %s', (_label, iso) => {
    expect(isMarketOpen(new Date(iso), ALWAYS_OPEN, BERLIN)).toBe(true);
  });

  it('refuses trading hours without a trading day', () => {
    expect(() => nextOpening(new Date('2026-11-23T06:00:00Z'), { ...HOURS, days: [] }, BERLIN)).toThrow();
  });
});

describe('formatTradingDays', () => {
  test.each([
    [[1, 2, 3, 4, 5], 'de', 'Mo–Fr'],
    [[1, 2, 3, 4, 5], 'en', 'Mon–Fri'],
    [[1, 3, 4, 5], 'de', 'Mo, Mi–Fr'],
    [[6, 7], 'de', 'Sa, So'],
    [[1, 2, 3, 4, 5, 6, 7], 'de-CH', 'Mo–So'],
  ])('%j in %s -> %s', (days, locale, shown) => {
    expect(formatTradingDays(days, locale)).toBe(shown);
  });
});
