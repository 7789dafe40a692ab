'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { linearScale, niceTicks } from '@/components/market/chart-scale';
import type { AccountRankingRow } from '@/lib/stats/schemas';
import styles from './stats.module.css';
import { useVolumeFormat } from './use-volume-format';

const W = 480;
const ROW = 26;
const PAD = { top: 8, right: 18, bottom: 22, left: 150 };
const MAX_BARS = 10;

/** The ranking as horizontal bars, one per counterparty (inline SVG like the market charts). */
export function RankingBarChart({ rows }: { rows: AccountRankingRow[] }) {
  const t = useTranslations('stats');
  const volume = useVolumeFormat();
  const id = useId();
  const shown = rows.slice(0, MAX_BARS);
  if (shown.length === 0) return null;
  const { ticks, domain } = niceTicks(0, Math.max(...shown.map((r) => r.volume)) || 1, 3);
  const h = PAD.top + shown.length * ROW + PAD.bottom;
  const x = linearScale(domain, [PAD.left, W - PAD.right]);
  return (
    <svg className={styles.chart} viewBox={`0 0 ${W} ${h}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} data-testid="ranking-chart">
      <title id={`${id}-title`}>{t('rankingChartTitle')}</title>
      <desc id={`${id}-desc`}>{t('rankingChartDesc', { count: rows.length, name: rows[0].accountName, volume: volume(rows[0].volume) })}</desc>
      <g className={styles.grid}>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={x(tick)} x2={x(tick)} y1={PAD.top} y2={h - PAD.bottom} />
            <text x={x(tick)} y={h - 6} textAnchor="middle">
              {volume(tick)}
            </text>
          </g>
        ))}
      </g>
      {shown.map((row, i) => {
        const y = PAD.top + i * ROW;
        return (
          <g key={row.position}>
            <text x={PAD.left - 6} y={y + ROW / 2} textAnchor="end" dominantBaseline="middle">
              {row.accountName.length > 24 ? `${row.accountName.slice(0, 23)}…` : row.accountName}
            </text>
            <rect className={styles.bar} x={PAD.left} y={y + 4} width={Math.max(1, x(row.volume) - PAD.left)} height={ROW - 8} rx={2} />
          </g>
        );
      })}
    </svg>
  );
}
