/**
 * The arithmetic of the hand-written SVG charts: value ranges, linear scales, "nice" axis ticks
 * and the line's path. Pure, so it is tested without a browser.
 */
export interface ChartPoint {
  x: number;
  y: number;
}

/** Smallest and largest value; a flat series gets a little room so its line sits mid-chart. */
export function paddedExtent(values: number[]): [number, number] {
  if (values.length === 0) return [0, 1];
  let min = Math.min(...values);
  let max = Math.max(...values);
  if (min === max) {
    const room = Math.abs(min) * 0.01 || 1;
    min -= room;
    max += room;
  }
  return [min, max];
}

/** Maps [d0, d1] onto [r0, r1] (r1 < r0 for the SVG y axis, which grows downwards). */
export function linearScale([d0, d1]: [number, number], [r0, r1]: [number, number]): (value: number) => number {
  const span = d1 - d0 || 1;
  return (value) => r0 + ((value - d0) / span) * (r1 - r0);
}

/**
 * About `count` round tick values (1, 2 or 5 times a power of ten apart) covering [min, max]:
 * returns the ticks and the widened domain, so the axis starts and ends on a tick. Ticks are at
 * least `minStep` apart: labels written with a fixed number of decimals (a quote's) never repeat.
 */
export function niceTicks(min: number, max: number, count = 4, minStep = 0): { ticks: number[]; domain: [number, number] } {
  const raw = Math.max((max - min) / Math.max(1, count), minStep);
  const power = 10 ** Math.floor(Math.log10(raw));
  // Within rounding: 10 ** -4 is a hair below 0.0001.
  const step = [1, 2, 5, 10].map((f) => f * power).find((s) => s >= raw * (1 - 1e-9)) ?? 10 * power;
  const start = Math.floor(min / step) * step;
  const end = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  // Rounded to the step's precision, so 0.1 + 0.2 shows as 0.3 on the axis.
  const decimals = Math.max(0, -Math.floor(Math.log10(step)));
  for (let i = 0; start + i * step <= end + step / 2; i++) ticks.push(Number((start + i * step).toFixed(decimals)));
  return { ticks, domain: [start, end] };
}

/** The SVG path of a polyline through the points, in order; "" without points. */
export function linePath(points: ChartPoint[], x: (v: number) => number, y: (v: number) => number): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${round(x(p.x))} ${round(y(p.y))}`).join(' ');
}

const round = (v: number) => Math.round(v * 10) / 10;
