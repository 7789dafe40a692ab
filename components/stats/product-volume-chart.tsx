'use client';

import { useId } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { linearScale, linePath, niceTicks } from '@/components/market/chart-scale';
import { formatDayMonth } from '@/lib/format/dates';
import styles from './stats.module.css';
import { useVolumeFormat } from './use-volume-format';
import type { VolumeSeries } from './volume-series';

const W = 320;
const H = 180;
const PAD = { top: 10, right: 12, bottom: 24, left: 46 };
/** Distinguishable on white and for the common colour-vision deficiencies (Okabe-Ito). */
export const SERIES_COLOURS = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#000000'];

/** Volume per product and day as lines, inline SVG like the market charts; the legend names the colours. */
export function ProductVolumeChart({ series, total, days }: { series: VolumeSeries[]; total: number; days: number }) {
  const t = useTranslations('stats');
  const locale = useLocale();
  const volume = useVolumeFormat();
  const id = useId();
  const points = series[0]?.points ?? [];
  if (points.length === 0) return null;
  const { ticks, domain } = niceTicks(0, Math.max(1, ...series.flatMap((s) => s.points.map((p) => p.y))), 4);
  const first = points[0].x;
  const last = points.at(-1)!.x;
  const x = linearScale([first, last === first ? first + 1 : last], [PAD.left, W - PAD.right]);
  const y = linearScale(domain, [H - PAD.bottom, PAD.top]);
  const xLabels = [...new Set([first, points[Math.floor(points.length / 2)].x, last])];
  return (
    <figure className={styles.figure}>
      <svg className={styles.chart} viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} data-testid="volume-chart">
        <title id={`${id}-title`}>{t('volumeChartTitle')}</title>
        <desc id={`${id}-desc`}>{t('volumeChartDesc', { products: series.length, days, total: volume(total) })}</desc>
        <g className={styles.grid}>
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={PAD.left} x2={W - PAD.right} y1={y(tick)} y2={y(tick)} />
              <text x={PAD.left - 6} y={y(tick)} textAnchor="end" dominantBaseline="middle">
                {volume(tick)}
              </text>
            </g>
          ))}
          {xLabels.map((day, i) => (
            <text key={day} x={x(day)} y={H - 6} textAnchor={i === 0 ? 'start' : i === xLabels.length - 1 ? 'end' : 'middle'}>
              {formatDayMonth(new Date(day), 'UTC', locale)}
            </text>
          ))}
        </g>
        {series.map((s, i) => (
          <path key={s.productId} className={styles.line} stroke={SERIES_COLOURS[i % SERIES_COLOURS.length]} d={linePath(s.points, x, y)} />
        ))}
      </svg>
      <figcaption>
        <ul className={styles.legend}>
          {series.map((s, i) => (
            <li key={s.productId}>
              <span className={styles.swatch} style={{ background: SERIES_COLOURS[i % SERIES_COLOURS.length] }} aria-hidden />
              {s.name}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
