import { todayIn, validUntilFor } from './valid-until';

const BERLIN = 'Europe/Berlin';
const ZURICH = 'Europe/Zurich';

describe('the last day of a target order', () => {
  // 23:30 UTC on 27 November is already 28 November in Berlin.
  const lateEvening = new Date('2026-11-27T23:30:00Z');

  test('today is the brand zone’s day, not UTC’s', () => {
    expect(todayIn(lateEvening, BERLIN)).toBe('2026-11-28');
    expect(todayIn(lateEvening, 'UTC')).toBe('2026-11-27');
  });

  test.each([
    [null, '2026-11-28'],
    ['2026-11-28', '2026-11-28'],
    ['2026-12-28', '2026-12-28'],
    ['2026-12-29', null],
    ['2026-11-27', null],
    ['2026-02-30', null],
  ])('%s is %s', (requested, expected) => {
    expect(validUntilFor(requested, lateEvening, BERLIN)).toBe(expected);
  });

  test('an order expires at the end of its last day in the brand zone, also on the day summer time ends', () => {
    const expired = (validUntil: string, now: string, zone: string) => validUntil < todayIn(new Date(now), zone);
    expect(expired('2026-11-27', '2026-11-27T22:59:59Z', BERLIN)).toBe(false);
    expect(expired('2026-11-27', '2026-11-27T23:00:00Z', BERLIN)).toBe(true);
    // 25 October 2026 has 25 hours in Zurich; it ends at 23:00 UTC.
    expect(expired('2026-10-25', '2026-10-25T22:59:59Z', ZURICH)).toBe(false);
    expect(expired('2026-10-25', '2026-10-25T23:00:00Z', ZURICH)).toBe(true);
  });
});
