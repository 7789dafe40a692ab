import { localMinute } from './local-minute';

describe('localMinute', () => {
  test('writes the minute in the zone, across a daylight-saving change', () => {
    // 29 March 2026, Berlin: 01:59 CET is followed by 03:00 CEST.
    expect(localMinute(new Date('2026-03-29T00:59:30Z'), 'Europe/Berlin')).toBe('2026-03-29 01:59');
    expect(localMinute(new Date('2026-03-29T01:00:00Z'), 'Europe/Berlin')).toBe('2026-03-29 03:00');
    expect(localMinute(new Date('2026-11-27T23:30:00Z'), 'Europe/Zurich')).toBe('2026-11-28 00:30');
  });

  test('a minute written once holds to its last millisecond, and for its zone only', () => {
    expect(localMinute(new Date('2026-11-27T10:15:00.000Z'), 'Europe/Berlin')).toBe('2026-11-27 11:15');
    expect(localMinute(new Date('2026-11-27T10:15:59.999Z'), 'Europe/Berlin')).toBe('2026-11-27 11:15');
    expect(localMinute(new Date('2026-11-27T10:15:59.999Z'), 'Europe/London')).toBe('2026-11-27 10:15');
    expect(localMinute(new Date('2026-11-27T10:16:00.000Z'), 'Europe/Berlin')).toBe('2026-11-27 11:16');
  });
});
