import { DateTime } from 'luxon';
import { movedClocks, nextOffsetChange } from './moved-clocks';

describe('moved clocks of the test run', () => {
  test('one clock: half a minute before the next daylight-saving change in Berlin, in the night to a Sunday', () => {
    const [spring] = movedClocks(new Date('2026-11-23T21:00:00Z'));
    expect([movedClocks(new Date('2026-11-23T21:00:00Z')).length, spring.local]).toEqual([1, '2027-03-28 01:59:30 +01:00']);
    expect(DateTime.fromJSDate(spring.at, { zone: spring.zone }).weekday).toBe(7);
    // Clocks go back at 03:00 CEST: 02:59:30 happens twice, and the run starts at the first (summer) one.
    expect(movedClocks(new Date('2027-05-01T12:00:00Z'))[0].at.toISOString()).toBe('2027-10-31T00:59:30.000Z');
  });

  test('the offset change is found to the minute', () => {
    const change = nextOffsetChange(DateTime.fromISO('2027-03-01T00:00', { zone: 'Europe/Berlin' }));
    expect(change.toUTC().toISO()).toBe('2027-03-28T01:00:00.000Z');
  });
});
