import { latestSettlementAt, settlementDay } from './settlement';

/** ICE gasoil settles at 16:30 London on weekdays; the clock is an argument, so no test depends on the hour it runs. */
describe('latestSettlementAt', () => {
  test.each([
    // Friday 20 November 2026 (GMT): before 16:30 the Thursday's settlement stands, from 16:30 the Friday's.
    ['2026-11-20T16:29:59Z', '2026-11-19T16:30:00.000Z'],
    ['2026-11-20T16:30:00Z', '2026-11-20T16:30:00.000Z'],
    ['2026-11-20T23:00:00Z', '2026-11-20T16:30:00.000Z'],
    // Over the weekend and on Monday morning, Friday's.
    ['2026-11-21T12:00:00Z', '2026-11-20T16:30:00.000Z'],
    ['2026-11-23T09:00:00Z', '2026-11-20T16:30:00.000Z'],
    // British summer time: 16:30 London is 15:30 UTC.
    ['2026-06-10T15:45:00Z', '2026-06-10T15:30:00.000Z'],
    ['2026-06-10T15:15:00Z', '2026-06-09T15:30:00.000Z'],
  ])('at %s the latest settlement is the one of %s', (now, expected) => {
    expect(latestSettlementAt(new Date(now)).toISOString()).toBe(expected);
  });
});

describe('settlementDay', () => {
  test('is the London date, also where Berlin has already moved on', () => {
    expect(settlementDay(new Date('2026-11-20T16:30:00Z'))).toBe('2026-11-20');
    expect(settlementDay(new Date('2026-11-20T23:30:00Z'))).toBe('2026-11-20');
    expect(settlementDay(new Date('2026-11-21T00:30:00Z'))).toBe('2026-11-21');
  });
});
