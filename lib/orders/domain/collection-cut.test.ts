import { cutCollectionPeriod } from './collection-cut';

describe('cutCollectionPeriod (design 11)', () => {
  test.each([
    ['no cut set', { start: '2026-12-01', end: '2026-12-31' }, null, null],
    ['a long period ends cutDays after its start', { start: '2026-12-01', end: '2026-12-31' }, 5, { start: '2026-12-01', end: '2026-12-06' }],
    ['across a month end', { start: '2026-11-28', end: '2026-12-20' }, 7, { start: '2026-11-28', end: '2026-12-05' }],
    ['a period as long as the cut stays', { start: '2026-12-01', end: '2026-12-06' }, 5, null],
    ['a shorter period stays', { start: '2026-12-01', end: '2026-12-03' }, 5, null],
  ])('%s', (_name, period, cut, expected) => {
    expect(cutCollectionPeriod(period, cut)).toEqual(expected);
  });
});
