import { useId } from 'react';
import { linearScale, linePath, niceTicks, paddedExtent, type ChartPoint } from './chart-scale';
import styles from './market-panel.module.css';

interface Props {
  title: string;
  /** What the chart shows in words, for screen readers (the SVG's desc). */
  desc: string;
  points: ChartPoint[];
  formatX: (x: number) => string;
  formatY: (y: number) => string;
  /** The decimals formatY writes: the y axis's ticks are at least one unit of the last apart. */
  yDigits: number;
  /** Where the x axis gets labels; by default the first, middle and last point. */
  xTicks?: number[];
  emptyText: string;
}

const W = 320;
const H = 170;
const PAD = { top: 10, right: 12, bottom: 24, left: 52 };

/**
 * A line chart as plain inline SVG (no chart library: the CSP forbids remote scripts and the
 * bundle stays small). The viewBox scales it to any width; title and desc describe it.
 */
export function LineChart({ title, desc, points, formatX, formatY, yDigits, xTicks, emptyText }: Props) {
  const id = useId();
  if (points.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  const [yMin, yMax] = paddedExtent(points.map((p) => p.y));
  const { ticks, domain } = niceTicks(yMin, yMax, 4, 10 ** -yDigits);
  const [xMin, xMax] = paddedExtent(points.map((p) => p.x));
  const x = linearScale([xMin, xMax], [PAD.left, W - PAD.right]);
  const y = linearScale(domain, [H - PAD.bottom, PAD.top]);
  const xLabels = xTicks ?? [...new Set([points[0].x, points[Math.floor(points.length / 2)].x, points.at(-1)!.x])];
  return (
    <svg className={styles.chart} viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-title ${id}-desc`}>
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{desc}</desc>
      <g className={styles.grid}>
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} />
            <text x={PAD.left - 6} y={y(t)} textAnchor="end" dominantBaseline="middle">
              {formatY(t)}
            </text>
          </g>
        ))}
      </g>
      <g className={styles.axis}>
        <line x1={PAD.left} x2={W - PAD.right} y1={H - PAD.bottom} y2={H - PAD.bottom} />
        {xLabels.map((t, i) => (
          <text key={t} x={x(t)} y={H - 6} textAnchor={edgeAnchor(i, xLabels.length, !xTicks)}>
            {formatX(t)}
          </text>
        ))}
      </g>
      <path className={styles.line} d={linePath(points, x, y)} />
      {points.length <= 12 && points.map((p) => <circle key={p.x} className={styles.dot} cx={x(p.x)} cy={y(p.y)} r={3} />)}
    </svg>
  );
}

/** Time labels at the chart's ends keep inside it; labels at every point (xTicks) sit centred under them. */
function edgeAnchor(index: number, count: number, atEnds: boolean): 'start' | 'middle' | 'end' {
  if (!atEnds || count < 2) return 'middle';
  if (index === 0) return 'start';
  return index === count - 1 ? 'end' : 'middle';
}
