import {
  endOfDayIso,
  formatDate,
  formatDateTime,
  formatDay,
  formatDayMonth,
  formatMonth,
  formatTime,
  germanMonthNames,
  isFutureDay,
  parseDay,
  startOfDayIso,
  todayIsoDate,
} from './dates';

const BERLIN = 'Europe/Berlin';
const ZURICH = 'Europe/Zurich';

describe('date formats in the brand zone and the user’s language', () => {
  it.each([
    // instant, zone, date, chart day, date and time (German), then the same in English
    ['2026-03-05T13:03:09.000Z', BERLIN, '05.03.2026', '05. Mär.', '05.03.2026 14:03', '05/03/2026', '5 Mar', '05/03/2026 14:03'],
    ['2026-07-31T22:30:00.000Z', BERLIN, '01.08.2026', '01. Aug.', '01.08.2026 00:30', '01/08/2026', '1 Aug', '01/08/2026 00:30'],
    ['2026-12-31T23:59:59.000Z', ZURICH, '01.01.2027', '01. Jan.', '01.01.2027 00:59', '01/01/2027', '1 Jan', '01/01/2027 00:59'],
    ['2026-10-09T08:00:00.000Z', 'UTC', '09.10.2026', '09. Okt.', '09.10.2026 08:00', '09/10/2026', '9 Oct', '09/10/2026 08:00'],
    // The hour summer time ends runs twice: 02:30 summer time, then 02:30 winter time.
    ['2026-10-25T00:30:00.000Z', BERLIN, '25.10.2026', '25. Okt.', '25.10.2026 02:30', '25/10/2026', '25 Oct', '25/10/2026 02:30'],
    ['2026-10-25T01:30:00.000Z', BERLIN, '25.10.2026', '25. Okt.', '25.10.2026 02:30', '25/10/2026', '25 Oct', '25/10/2026 02:30'],
    ['2026-11-27T09:19:00.000Z', BERLIN, '27.11.2026', '27. Nov.', '27.11.2026 10:19', '27/11/2026', '27 Nov', '27/11/2026 10:19'],
  ])('%s in %s', (instant, zone, date, dayMonth, dateTime, enDate, enDayMonth, enDateTime) => {
    for (const locale of ['de', 'de-CH']) {
      expect(formatDate(instant, zone, locale)).toBe(date);
      expect(formatDayMonth(instant, zone, locale)).toBe(dayMonth);
      expect(formatDateTime(instant, zone, locale)).toBe(dateTime);
    }
    expect(formatTime(instant, zone)).toBe(dateTime.slice(-5));
    expect(formatTime(new Date(instant).getTime(), zone)).toBe(dateTime.slice(-5));
    expect(formatDate(new Date(instant), zone, 'de')).toBe(date);
    expect(formatDate(instant, zone, 'en')).toBe(enDate);
    expect(formatDayMonth(instant, zone, 'en')).toBe(enDayMonth);
    expect(formatDateTime(instant, zone, 'en')).toBe(enDateTime);
  });

  it('names contract months in the user’s language', () => {
    expect(formatMonth('2026-12', 'de')).toBe('Dez 2026');
    expect(formatMonth('2026-03', 'en')).toBe('Mar 2026');
  });

  it('refuses an unreadable date instead of printing "Invalid DateTime"', () => {
    expect(() => formatDate('not a date', BERLIN, 'de')).toThrow();
  });

  it('lists the months in German', () => {
    expect(germanMonthNames()).toEqual(['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember']);
  });
});

describe('start and end of day', () => {
  it.each([
    ['2026-01-15', BERLIN, '2026-01-14T23:00:00.000Z', '2026-01-15T22:59:59.999Z'],
    ['2026-07-15', BERLIN, '2026-07-14T22:00:00.000Z', '2026-07-15T21:59:59.999Z'],
    ['2026-03-29', BERLIN, '2026-03-28T23:00:00.000Z', '2026-03-29T21:59:59.999Z'],
    // The day summer time ends has 25 hours.
    ['2026-10-25', BERLIN, '2026-10-24T22:00:00.000Z', '2026-10-25T22:59:59.999Z'],
    ['2026-10-25', ZURICH, '2026-10-24T22:00:00.000Z', '2026-10-25T22:59:59.999Z'],
    ['2026-07-15', 'UTC', '2026-07-15T00:00:00.000Z', '2026-07-15T23:59:59.999Z'],
  ])('%s in %s', (day, zone, start, end) => {
    expect(startOfDayIso(day, zone)).toBe(start);
    expect(endOfDayIso(day, zone)).toBe(end);
  });

  it('refuses a day that is not YYYY-MM-DD, or no real day', () => {
    expect(() => startOfDayIso('15.01.2026', BERLIN)).toThrow();
    expect(() => endOfDayIso('2026-02-30', BERLIN)).toThrow();
  });
});

describe('future days', () => {
  // 23:30 UTC on 31 Dec is already 1 Jan in Berlin.
  const now = new Date('2026-12-31T23:30:00.000Z');

  it('counts today in the brand zone, not in UTC', () => {
    expect(todayIsoDate(BERLIN, now)).toBe('2027-01-01');
    expect(todayIsoDate('UTC', now)).toBe('2026-12-31');
  });

  it.each([
    ['2027-01-01', false],
    ['2026-12-31', false],
    ['2027-01-02', true],
  ])('%s is future: %s', (day, future) => {
    expect(isFutureDay(day, BERLIN, now)).toBe(future);
  });
});

describe('typed days (DD.MM.YYYY)', () => {
  it.each([
    ['05.03.2026', '2026-03-05'],
    ['5.3.2026', '2026-03-05'],
    [' 29.02.2024 ', '2024-02-29'],
    ['29.02.2026', null],
    ['31.04.2026', null],
    ['00.01.2026', null],
    ['5.3.26', null],
    ['2026-03-05', null],
    ['', null],
  ])('%p -> %p', (text, day) => {
    expect(parseDay(text)).toBe(day);
  });

  it('shows a day as DD.MM.YYYY and back', () => {
    expect(formatDay('2026-03-05')).toBe('05.03.2026');
    expect(parseDay(formatDay('2026-12-31'))).toBe('2026-12-31');
    expect(formatDay('')).toBe('');
  });
});
