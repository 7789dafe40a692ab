import { checkNewestDate } from './newest-date';

describe('checkNewestDate', () => {
  it('stores the first polled date without refreshing', () => {
    expect(checkNewestDate(undefined, '2026-01-01T10:00:00.000Z', false)).toEqual({ stored: '2026-01-01T10:00:00.000Z', refresh: false });
  });
  it('refreshes when the date changed and the table is not loading', () => {
    expect(checkNewestDate('2026-01-01T10:00:00.000Z', '2026-01-01T10:05:00.000Z', false)).toEqual({ stored: '2026-01-01T10:05:00.000Z', refresh: true });
  });
  it('waits while the table loads', () => {
    expect(checkNewestDate('2026-01-01T10:00:00.000Z', '2026-01-01T10:05:00.000Z', true)).toEqual({ stored: '2026-01-01T10:00:00.000Z', refresh: false });
  });
  it('does nothing when the date is unchanged or not yet polled', () => {
    expect(checkNewestDate('a', 'a', false).refresh).toBe(false);
    expect(checkNewestDate('a', undefined, false)).toEqual({ stored: 'a', refresh: false });
  });
  it('a first order after none refreshes', () => {
    expect(checkNewestDate(null, '2026-01-01T10:00:00.000Z', false).refresh).toBe(true);
  });
});
