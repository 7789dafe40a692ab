'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/fetch-client';
import { rankingEmptyKey } from '@/lib/stats/domain/empty-state';
import type { AccountRankingDto, AccountRankingRow } from '@/lib/stats/schemas';
import styles from './stats.module.css';
import type { useOrderStats } from './use-stats';

interface Props {
  stats: ReturnType<typeof useOrderStats<AccountRankingDto>>;
  accountType: string;
  filtered: boolean;
  showTotal: boolean;
  /** Report mode draws a chart beside the table; the widget passes none and so never loads one. */
  chart?: (rows: AccountRankingRow[]) => ReactNode;
}

/**
 * The table (the shared data table, with TanStack Table) loads beside the ranking's data, which
 * the browser fetches anyway: the start page does not carry it in its first JavaScript. React's
 * own lazy, not next/dynamic, whose loader would itself join the start page's first load.
 */
const RankingTable = lazy(() => import('./ranking-table').then((m) => ({ default: m.RankingTable })));

/** The ranking's state: the failure, loading, or the table (with the chart, when given and not empty). */
export function RankingBody({ stats, accountType, filtered, showTotal, chart }: Props) {
  const t = useTranslations('stats');
  if (stats.isError) {
    const status = stats.error instanceof ApiError ? stats.error.status : 500;
    return (
      <p className={styles.error} role="alert">
        {t('loadFailed', { status })}
      </p>
    );
  }
  if (!stats.data) return <p className={styles.empty}>{t('loading')}</p>;
  const rows = stats.data.orderStats.accountRanking;
  return (
    <div className={showTotal ? styles.reportBody : undefined} aria-busy={stats.isFetching}>
      <div>
        <Suspense fallback={<p className={styles.empty}>{t('loading')}</p>}>
          <RankingTable
            rows={rows}
            counterpartyLabel={t(accountType === 'SELLER' ? 'buyerColumn' : 'sellerColumn')}
            emptyText={t(rankingEmptyKey(accountType, filtered))}
            showTotal={showTotal}
          />
        </Suspense>
      </div>
      {chart && rows.length > 0 && chart(rows)}
    </div>
  );
}
