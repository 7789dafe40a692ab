import { collectionPeriod, cutCollectionPeriod, dayToStore, orderCollectionDays } from './collection-cut';

describe('cutCollectionPeriod (design 11)', () => {
  test.each([
    ['no cut set', { start: '2026-12-01', end: '2026-12-31' }, null, null],
    ['a long period ends cutDays after its start', { start: '2026-12-01', end: '2026-12-31' }, 5, { start: '2026-12-01', end: '2026-12-06' }],
    ['across a month end', { start: '2026-11-28', end: '2026-12-20' }, 7, { start: '2026-11-28', end: '2026-12-05' }],
    ['across the spring DST change', { start: '2027-03-27', end: '2027-04-30' }, 3, { start: '2027-03-27', end: '2027-03-30' }],
    ['a period as long as the cut stays', { start: '2026-12-01', end: '2026-12-06' }, 5, null],
    ['a shorter period stays', { start: '2026-12-01', end: '2026-12-03' }, 5, null],
  ])('%s', (_name, period, cut, expected) => {
    expect(cutCollectionPeriod(period, cut)).toEqual(expected);
  });
});

describe('collectionPeriod: the days an order placed now is collected on', () => {
  const noDates = { collectionStart: null, collectionEnd: null };
  const month = { startDays: 0, endDays: 30 };

  test.each([
    // 00:30 in Berlin is still the day before in UTC: the lifting period counts from the Berlin day.
    ['just after midnight in Berlin', '2026-03-01T23:30:00.000Z', 'Europe/Berlin', { start: '2026-03-02', end: '2026-04-01' }],
    ['just before midnight in Berlin', '2026-03-01T22:59:00.000Z', 'Europe/Berlin', { start: '2026-03-01', end: '2026-03-31' }],
    ['in Zurich, the night the clocks go forward', '2026-03-28T23:30:00.000Z', 'Europe/Zurich', { start: '2026-03-29', end: '2026-04-28' }],
    ['the night the clocks go back, after the change', '2026-10-25T01:30:00.000Z', 'Europe/Berlin', { start: '2026-10-25', end: '2026-11-24' }],
    ['late on the last summer-time evening', '2026-10-24T22:30:00.000Z', 'Europe/Berlin', { start: '2026-10-25', end: '2026-11-24' }],
    ['into a new year', '2027-12-31T23:30:00.000Z', 'Europe/Berlin', { start: '2028-01-01', end: '2028-01-31' }],
    ['over February in a leap year', '2028-02-10T12:00:00.000Z', 'Europe/Zurich', { start: '2028-02-10', end: '2028-03-11' }],
  ])('a lifting period %s', (_name, now, zone, expected) => {
    expect(collectionPeriod(noDates, month, new Date(now), zone)).toEqual(expected);
  });

  test('the offer’s own days stay the same days whatever the hour and zone', () => {
    const offer = { collectionStart: dayToStore('2026-03-29'), collectionEnd: dayToStore('2026-04-30') };
    for (const now of ['2026-03-28T23:30:00.000Z', '2026-03-29T00:30:00.000Z']) {
      expect(collectionPeriod(offer, month, new Date(now), 'Europe/Berlin')).toEqual({ start: '2026-03-29', end: '2026-04-30' });
    }
  });

  test('the cut of a lifting period counts calendar days from the Berlin day, across the DST change', () => {
    const period = collectionPeriod(noDates, month, new Date('2026-03-28T23:30:00.000Z'), 'Europe/Berlin')!;
    expect(cutCollectionPeriod(period, 5)).toEqual({ start: '2026-03-29', end: '2026-04-03' });
  });

  test('neither dates nor a lifting period: none', () => {
    expect(collectionPeriod(noDates, null, new Date(), 'Europe/Berlin')).toBeNull();
  });
});

describe('orderCollectionDays: what the basket shows and checkout stores', () => {
  const noDates = { collectionStart: null, collectionEnd: null };
  const week = { startDays: 0, endDays: 6 };
  // 08:00 in Berlin on a Monday in winter.
  const now = new Date('2026-11-23T07:00:00.000Z');

  test.each([
    ['a lifting period gives its days to every buyer', noDates, week, null, { start: '2026-11-23', end: '2026-11-29' }],
    ['a shareholder’s cut shortens them', noDates, week, 2, { start: '2026-11-23', end: '2026-11-25' }],
    ['a cut longer than the period leaves it', noDates, week, 10, { start: '2026-11-23', end: '2026-11-29' }],
    [
      'the offer’s own days come first',
      { collectionStart: dayToStore('2026-12-01'), collectionEnd: dayToStore('2026-12-05') },
      week,
      null,
      { start: '2026-12-01', end: '2026-12-05' },
    ],
    ['neither dates nor a lifting period: none', noDates, null, 2, null],
  ])('%s', (_name, offer, lifting, cut, expected) => {
    expect(orderCollectionDays(offer, lifting, cut, now, 'Europe/Berlin')).toEqual(expected);
  });
});
