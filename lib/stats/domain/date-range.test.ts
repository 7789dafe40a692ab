import { dayOf, quickRange, rangeOfDays, rangeProblem } from './date-range';

const BERLIN = 'Europe/Berlin';

describe('rangeOfDays', () => {
  it.each([
    // winter (UTC+1) and summer (UTC+2): the end is 23:59:59.999 local time of the end day
    ['2026-01-10', '2026-01-12', '2026-01-09T23:00:00.000Z', '2026-01-12T22:59:59.999Z'],
    ['2026-07-01', '2026-07-01', '2026-06-30T22:00:00.000Z', '2026-07-01T21:59:59.999Z'],
    // the day the clocks go forward has 23 hours
    ['2026-03-29', '2026-03-29', '2026-03-28T23:00:00.000Z', '2026-03-29T21:59:59.999Z'],
  ])('%s..%s is %s..%s', (from, to, start, end) => {
    const range = rangeOfDays(from, to, BERLIN);
    expect(range.start.toISOString()).toBe(start);
    expect(range.end.toISOString()).toBe(end);
  });

  it('uses the zone it is given (Zurich equals Berlin, UTC differs)', () => {
    expect(rangeOfDays('2026-01-10', '2026-01-10', 'UTC').end.toISOString()).toBe('2026-01-10T23:59:59.999Z');
  });

  it('refuses something that is not a calendar day', () => {
    expect(() => rangeOfDays('10.01.2026', '2026-01-10', BERLIN)).toThrow('Invalid calendar day');
    expect(() => rangeOfDays('2026-02-30', '2026-02-30', BERLIN)).toThrow('Invalid calendar day');
  });
});

describe('quickRange', () => {
  // 23:30 UTC on 21 Nov is already 22 Nov in Berlin: "today" is the brand's day, not UTC's.
  const now = new Date('2026-11-21T23:30:00Z');
  it.each([
    [1, '2026-11-21T23:00:00.000Z'],
    [7, '2026-11-15T23:00:00.000Z'],
    // 24 Oct is still summer time (UTC+2): the clocks go back on the 25th
    [30, '2026-10-23T22:00:00.000Z'],
  ] as const)('%i day(s) start at %s and end with today', (days, start) => {
    const range = quickRange(days, BERLIN, now);
    expect(range.start.toISOString()).toBe(start);
    expect(range.end.toISOString()).toBe('2026-11-22T22:59:59.999Z');
  });

  it('is never refused as future', () => {
    for (const days of [1, 7, 30] as const) expect(rangeProblem(quickRange(days, BERLIN, now), BERLIN, now)).toBeNull();
  });
});

describe('rangeProblem', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  it('accepts a range ending at the end of today', () => {
    expect(rangeProblem(rangeOfDays('2026-11-01', '2026-11-22', BERLIN), BERLIN, now)).toBeNull();
  });
  it('refuses a range reaching into tomorrow', () => {
    expect(rangeProblem(rangeOfDays('2026-11-01', '2026-11-23', BERLIN), BERLIN, now)).toBe('date_in_future');
    expect(rangeProblem({ start: new Date('2026-11-22T23:00:00Z'), end: new Date('2026-11-22T23:00:00Z') }, BERLIN, now)).toBe('date_in_future');
  });
  it('refuses an end before the start', () => {
    expect(rangeProblem(rangeOfDays('2026-11-10', '2026-11-01', BERLIN), BERLIN, now)).toBe('date_range_invalid');
  });
});

describe('dayOf', () => {
  it('is the calendar day in the zone', () => {
    expect(dayOf('2026-11-21T23:30:00Z', BERLIN)).toBe('2026-11-22');
    expect(dayOf(new Date('2026-11-21T22:30:00Z'), BERLIN)).toBe('2026-11-21');
  });
});
