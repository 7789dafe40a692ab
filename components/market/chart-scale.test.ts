import { linearScale, linePath, niceTicks, paddedExtent } from './chart-scale';

describe('paddedExtent', () => {
  test('is the smallest and largest value', () => {
    expect(paddedExtent([712.5, 698.25, 705])).toEqual([698.25, 712.5]);
  });
  test('gives a flat series room on both sides, and an empty one a unit range', () => {
    expect(paddedExtent([700, 700])).toEqual([693, 707]);
    expect(paddedExtent([0])).toEqual([-1, 1]);
    expect(paddedExtent([])).toEqual([0, 1]);
  });
});

describe('linearScale', () => {
  test('maps the domain onto the range, inverted for the y axis', () => {
    const y = linearScale([600, 800], [150, 10]);
    expect(y(600)).toBe(150);
    expect(y(800)).toBe(10);
    expect(y(700)).toBe(80);
  });
  test('does not divide by zero on an empty domain', () => {
    expect(linearScale([5, 5], [0, 100])(5)).toBe(0);
  });
});

describe('niceTicks', () => {
  test.each([
    [698.25, 712.5, 4, [695, 700, 705, 710, 715]],
    [0, 1, 4, [0, 0.5, 1]],
    [1.0712, 1.0834, 4, [1.07, 1.075, 1.08, 1.085]],
    [-3, 7, 5, [-4, -2, 0, 2, 4, 6, 8]],
  ])('%p..%p in about %p steps -> %p', (min, max, count, ticks) => {
    const result = niceTicks(min, max, count);
    expect(result.ticks).toEqual(ticks);
    expect(result.domain).toEqual([ticks[0], ticks.at(-1)]);
    expect(result.domain[0]).toBeLessThanOrEqual(min);
    expect(result.domain[1]).toBeGreaterThanOrEqual(max);
  });
  test('keeps ticks at least the smallest step apart: a quiet day of EUR/USD has no axis label twice', () => {
    expect(niceTicks(1.0831, 1.0833, 4).ticks).toEqual([1.0831, 1.08315, 1.0832, 1.08325, 1.0833]);
    const { ticks, domain } = niceTicks(1.0831, 1.0833, 4, 0.0001);
    expect(ticks).toEqual([1.0831, 1.0832, 1.0833]);
    expect(domain).toEqual([1.0831, 1.0833]);
    expect(new Set(ticks.map((t) => t.toFixed(4))).size).toBe(ticks.length);
  });
});

describe('linePath', () => {
  test('moves to the first point and draws lines to the others', () => {
    const x = linearScale([0, 2], [0, 100]);
    const y = linearScale([0, 10], [50, 0]);
    expect(
      linePath(
        [
          { x: 0, y: 0 },
          { x: 1, y: 10 },
          { x: 2, y: 5 },
        ],
        x,
        y,
      ),
    ).toBe('M0 50 L50 0 L100 25');
    expect(linePath([], x, y)).toBe('');
  });
});
