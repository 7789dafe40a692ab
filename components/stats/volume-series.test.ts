import { volumeSeries } from './volume-series';

describe('volumeSeries', () => {
  it('is empty without days', () => {
    expect(volumeSeries({ products: [], days: [] })).toEqual([]);
  });

  it('has a point per product and calendar day, 0 where nothing was ordered', () => {
    const series = volumeSeries({
      products: [
        { id: 1, name: 'Heizöl', orders: 2, volume: 30 },
        { id: 3, name: 'Diesel', orders: 1, volume: 12.5 },
      ],
      days: [
        { day: '2026-03-28', productId: 1, volume: 10 },
        // 29 March has 23 hours in Berlin; calendar days still step by one
        { day: '2026-03-30', productId: 1, volume: 20 },
        { day: '2026-03-30', productId: 3, volume: 12.5 },
      ],
    });
    expect(series.map((s) => s.name)).toEqual(['Heizöl', 'Diesel']);
    expect(series[0].points.map((p) => p.y)).toEqual([10, 0, 20]);
    expect(series[1].points.map((p) => p.y)).toEqual([0, 0, 12.5]);
    expect(new Date(series[0].points[1].x).toISOString().slice(0, 10)).toBe('2026-03-29');
  });
});

describe('volumeSeries over long spans', () => {
  it('sums per week beyond 62 days', () => {
    const series = volumeSeries({
      products: [{ id: 1, name: 'Diesel', orders: 3, volume: 35 }],
      days: [
        { day: '2026-01-01', productId: 1, volume: 10 },
        { day: '2026-01-07', productId: 1, volume: 5 },
        { day: '2026-01-08', productId: 1, volume: 20 },
        { day: '2026-04-01', productId: 1, volume: 0.5 },
      ],
    });
    const points = series[0].points;
    expect(points[0]).toEqual({ x: Date.parse('2026-01-01'), y: 15 });
    expect(points[1]).toEqual({ x: Date.parse('2026-01-08'), y: 20 });
    expect(points.reduce((s, p) => s + p.y, 0)).toBe(35.5);
    expect(points).toHaveLength(13);
  });
});
