import Decimal from 'decimal.js';
import { ALWAYS_OPEN } from './trading-hours';
import { buildWindow, fitsSettings, windowBounds, type Quote, type WindowSettings } from './window';

const settings: WindowSettings = { minutes: 5, tradingHours: { open: '07:00', close: '18:00', days: [1, 2, 3, 4, 5] }, timeZone: 'Europe/Berlin' };
// Friday 20 November 2026, 10:03:20 in Berlin (UTC+1).
const NOW = new Date('2026-11-20T09:03:20Z');
const q = (symbol: string, price: string, ageMs: number): Quote => ({ symbol, price: new Decimal(price), timestamp: new Date(NOW.getTime() - ageMs) });

describe('windowBounds', () => {
  test('windows start on the 5-minute grid from the opening in the brand zone', () => {
    const b = windowBounds(NOW, settings);
    expect(b).toEqual({ created: new Date('2026-11-20T09:00:00Z'), expires: new Date('2026-11-20T09:05:00Z'), open: true });
  });

  test('the last window of the day ends at the close', () => {
    const b = windowBounds(new Date('2026-11-20T16:58:00Z'), { ...settings, minutes: 7 });
    expect(b.expires).toEqual(new Date('2026-11-20T17:00:00Z'));
  });

  test('after Friday close one window lasts until Monday opening', () => {
    const b = windowBounds(new Date('2026-11-20T17:30:00Z'), settings);
    expect(b.open).toBe(false);
    expect(b.expires).toEqual(new Date('2026-11-23T06:00:00Z'));
  });

  describe('always open (MARKET_ALWAYS_OPEN)', () => {
    const always: WindowSettings = { ...settings, tradingHours: ALWAYS_OPEN };

    test('the last minute before midnight is open and its window ends at midnight', () => {
      // Wednesday 9 January 2030, 23:59:30 in Berlin.
      expect(windowBounds(new Date('2030-01-09T22:59:30Z'), always)).toEqual({
        created: new Date('2030-01-09T22:55:00Z'),
        expires: new Date('2030-01-09T23:00:00Z'),
        open: true,
      });
    });

    test.each([
      // Midnight before the clocks go forward (CET) and the window after the skipped hour (CEST).
      ['2026-03-28T23:00:00Z', '2026-03-28T23:00:00Z', '2026-03-28T23:05:00Z'],
      ['2026-03-29T01:02:00Z', '2026-03-29T01:00:00Z', '2026-03-29T01:05:00Z'],
      // Midnight before the clocks go back (CEST), the repeated hour, and the next midnight (CET).
      ['2026-10-24T22:00:00Z', '2026-10-24T22:00:00Z', '2026-10-24T22:05:00Z'],
      ['2026-10-25T01:03:00Z', '2026-10-25T01:00:00Z', '2026-10-25T01:05:00Z'],
      ['2026-10-25T22:59:59Z', '2026-10-25T22:55:00Z', '2026-10-25T23:00:00Z'],
    ])('at %s the window %s to %s is open', (now, created, expires) => {
      expect(windowBounds(new Date(now), always)).toEqual({ created: new Date(created), expires: new Date(expires), open: true });
    });

    test('a live window is issued in the minute before midnight', () => {
      const now = new Date('2030-01-09T22:59:30Z');
      expect(buildWindow(now, [{ symbol: '/GAS', price: new Decimal('700'), timestamp: now }], null, always).isClone).toBe(false);
    });
  });

  test('the Swiss zone is honoured', () => {
    const b = windowBounds(new Date('2026-07-01T05:01:00Z'), { ...settings, timeZone: 'Europe/Zurich' });
    expect(b.created).toEqual(new Date('2026-07-01T05:00:00Z'));
  });
});

describe('buildWindow', () => {
  const previous = buildWindow(
    new Date('2026-11-20T08:58:00Z'),
    [{ symbol: '/GAS', price: new Decimal('700.00'), timestamp: new Date('2026-11-20T08:57:50Z') }],
    null,
    settings,
  );

  test('fresh quotes make a live window with the market change against the previous window', () => {
    const w = buildWindow(NOW, [q('/GAS', '705.25', 10_000), q('/GAS<1>', '702.00', 10_000), q('EUR/USD', '1.0812', 3 * 60_000)], previous, settings);
    expect(w.isClone).toBe(false);
    expect(w.marketChange.toFixed(2)).toBe('5.25');
    expect(w.prices.find((p) => p.symbol === 'EUR/USD')?.live).toBe(false);
    expect(w.prices.find((p) => p.symbol === '/GAS')?.live).toBe(true);
  });

  test('no /GAS quote fresher than 2 minutes gives a clone of the previous prices', () => {
    const w = buildWindow(NOW, [q('/GAS', '710.00', 2 * 60_000 + 1)], previous, settings);
    expect(w.isClone).toBe(true);
    expect(w.prices[0].price.toFixed(2)).toBe('700.00');
    expect(w.prices.every((p) => !p.live)).toBe(true);
    expect(w.marketChange.isZero()).toBe(true);
  });

  test('a quote exactly 2 minutes old is still fresh', () => {
    expect(buildWindow(NOW, [q('/GAS', '710.00', 2 * 60_000)], previous, settings).isClone).toBe(false);
  });

  test('outside trading hours the window is a clone', () => {
    const late = new Date('2026-11-20T17:30:00Z');
    expect(buildWindow(late, [{ symbol: '/GAS', price: new Decimal('1'), timestamp: late }], previous, settings).isClone).toBe(true);
  });
});

describe('fitsSettings', () => {
  // Wednesday 22:00 Berlin: closed, the window lasts until Thursday 07:00.
  const night = new Date('2026-11-25T21:00:00Z');
  const closedWindow = windowBounds(night, settings);
  const alwaysOpen: WindowSettings = { ...settings, minutes: 1, tradingHours: ALWAYS_OPEN };

  it('keeps a window the same settings issued', () => {
    expect(fitsSettings(closedWindow, new Date(night.getTime() + 3 * 3_600_000), settings)).toBe(true);
    expect(fitsSettings(windowBounds(NOW, settings), new Date(NOW.getTime() + 60_000), settings)).toBe(true);
  });

  it('drops a window issued while closed once the settings open the market (a restart with other hours)', () => {
    expect(fitsSettings(closedWindow, new Date(night.getTime() + 60_000), alwaysOpen)).toBe(false);
  });

  it('drops a window issued with other window minutes', () => {
    expect(fitsSettings(windowBounds(NOW, settings), NOW, { ...settings, minutes: 1 })).toBe(false);
  });
});
