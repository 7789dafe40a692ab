import { DateTime } from 'luxon';
import { movedClocks, nextOffsetChange } from './moved-clocks';

describe('moved clocks of the test run', () => {
  test('the next Sunday 22:30 in Berlin, a week on when it is Sunday already', () => {
    expect(movedClocks(new Date('2026-11-23T21:00:00Z'))[0].at.toISOString()).toBe('2026-11-29T21:30:00.000Z');
    expect(movedClocks(new Date('2026-11-29T23:00:00Z'))[0].local).toBe('2026-12-06 22:30:00 +01:00');
  });

  test('three minutes before the next daylight-saving change in Berlin', () => {
    expect(movedClocks(new Date('2026-11-23T21:00:00Z'))[1].local).toBe('2027-03-28 01:57:00 +01:00');
    // Clocks go back at 03:00 CEST: 02:57 happens twice, and the run starts at the first (summer) one.
    expect(movedClocks(new Date('2027-05-01T12:00:00Z'))[1].at.toISOString()).toBe('2027-10-31T00:57:00.000Z');
  });

  test('the offset change is found to the minute', () => {
    const change = nextOffsetChange(DateTime.fromISO('2027-03-01T00:00', { zone: 'Europe/Berlin' }));
    expect(change.toUTC().toISO()).toBe('2027-03-28T01:00:00.000Z');
  });
});
