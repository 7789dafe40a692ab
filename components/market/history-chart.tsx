'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useBrand } from '@/components/providers/brand-context';
import { QueryProvider } from '@/components/providers/query-provider';
import { formatTime } from '@/lib/format/dates';
import { formatCount, formatNumber } from '@/lib/format/number';
import { LineChart } from './line-chart';
import styles from './market-panel.module.css';
import { useQuoteHistory } from './use-quote-history';

interface Props {
  symbol: string;
  label: string;
  windowId: number | undefined;
  digits: number;
}

/** Loaded apart from the dashboard's first screen, with the query cache it reads through. */
export function HistoryChart(props: Props) {
  return (
    <QueryProvider>
      <Chart {...props} />
    </QueryProvider>
  );
}

/** One symbol's course of today, minute by minute, in the brand's time zone. */
function Chart({ symbol, label, windowId, digits }: Props) {
  const t = useTranslations('marketPanel');
  const language = useLocale();
  const { timeZone } = useBrand();
  const history = useQuoteHistory(symbol, windowId);
  const points = (history.data?.points ?? []).map((p) => ({ x: new Date(p.t).getTime(), y: Number(p.price) }));
  const time = (x: number) => formatTime(x, timeZone);
  const number = { format: (value: number) => formatNumber(value, language, { decimals: digits }) };
  const last = points.at(-1);
  return (
    <figure className={styles.figure} data-testid={`history-${symbol}`}>
      <figcaption>
        {label}
        {last && <strong> {number.format(last.y)}</strong>}
      </figcaption>
      {history.isError ? (
        <p className={styles.empty}>{t('historyFailed')}</p>
      ) : (
        <LineChart
          title={t('historyTitle', { label })}
          desc={last ? t('historyDesc', { label, count: formatCount(points.length, language), last: number.format(last.y), time: time(last.x) }) : t('noData')}
          points={points}
          formatX={time}
          formatY={(y) => number.format(y)}
          yDigits={digits}
          emptyText={history.isPending ? t('loading') : t('noData')}
        />
      )}
    </figure>
  );
}
