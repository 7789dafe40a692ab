import { formatCountdown, observeSkew, remainingMs } from './countdown';

const at = (iso: string) => new Date(iso);

describe('market window countdown', () => {
  test('a browser clock 90 s slow is corrected by the observed server time', () => {
    const skew = observeSkew(null, at('2026-11-20T10:00:00Z'), at('2026-11-20T09:58:30Z'));
    expect(remainingMs(at('2026-11-20T10:05:00Z'), at('2026-11-20T09:58:30Z'), skew)).toBe(300_000);
  });

  test('the largest observed difference wins, whichever its sign', () => {
    let skew = observeSkew(null, at('2026-11-20T10:00:00Z'), at('2026-11-20T10:00:05Z'));
    skew = observeSkew(skew, at('2026-11-20T10:01:00Z'), at('2026-11-20T10:01:30Z'));
    skew = observeSkew(skew, at('2026-11-20T10:02:00Z'), at('2026-11-20T10:02:10Z'));
    expect(skew.offsetMs).toBe(-30_000);
  });

  test('never below zero', () => {
    expect(remainingMs(at('2026-11-20T10:00:00Z'), at('2026-11-20T10:10:00Z'), null)).toBe(0);
  });

  test.each([
    [300_000, false, '5:00'],
    [61_500, false, '1:02'],
    [9_000, false, '0:09'],
    [35_000, true, '35'],
    [0, false, '0:00'],
    [3_600_000, false, '60:00'],
    [3_600_001, false, '1 h 00 min'],
    [(8 * 3600 + 45 * 60 + 50) * 1000, false, '8 h 45 min'],
    [(9 * 3600 + 5 * 60) * 1000, false, '9 h 05 min'],
    [(57 * 3600 + 30) * 1000, false, '57 h 00 min'],
  ])('%i ms shows as %s', (ms, secondsOnly, text) => {
    expect(formatCountdown(ms, secondsOnly)).toBe(text);
  });
});
