'use client';

import { useTranslations } from 'next-intl';
import { useBrand } from '@/components/providers/brand-context';
import { ApiError } from '@/lib/api/fetch-client';
import { isFiltered, rankingEmptyKey } from '@/lib/stats/domain/empty-state';
import type { AccountRankingDto } from '@/lib/stats/schemas';
import { RankingBarChart } from './ranking-bar-chart';
import { RankingTable } from './ranking-table';
import { StatsFilters } from './stats-filters';
import { NO_FILTER, type StatsFilter } from './stats-query';
import styles from './stats.module.css';
import { useOrderStats, useSavedFilter } from './use-stats';

interface Props {
  accountType: string;
  /** The delivery-address filter needs the delivered-products feature. */
  deliveredProducts: boolean;
}

const WIDGET_FILTER: StatsFilter = { ...NO_FILTER, days: 30 };

/** Widget mode (platform-shell 2): the table only, over the last 30 days. */
export function AccountRankingWidget({ accountType }: Pick<Props, 'accountType'>) {
  const t = useTranslations('stats');
  const stats = useOrderStats<AccountRankingDto>('ACCOUNT_RANKING', WIDGET_FILTER, useBrand().timeZone);
  return (
    <section className={styles.card} aria-labelledby="ranking-widget-title" data-testid="ranking-widget">
      <h2 id="ranking-widget-title">{t('widgetTitle')}</h2>
      <RankingBody stats={stats} accountType={accountType} filtered={false} showTotal={false} />
    </section>
  );
}

/** Report mode: filters, saved per user, then the table with its total and the bar chart. */
export function AccountRankingReport({ accountType, deliveredProducts }: Props) {
  const t = useTranslations('stats');
  const zone = useBrand().timeZone;
  const [filter, setFilter] = useSavedFilter('ACCOUNT_RANKING_OPTIONS');
  const stats = useOrderStats<AccountRankingDto>('ACCOUNT_RANKING', filter, zone);
  const options = stats.data?.options;
  return (
    <section className={styles.card} aria-labelledby="ranking-title" data-testid="ranking-report">
      <h2 id="ranking-title">{t('rankingTitle')}</h2>
      {filter && (
        <StatsFilters
          idPrefix="ranking"
          filter={filter}
          onChange={setFilter}
          zone={zone}
          selects={[
            { field: 'terminals', label: t('terminal'), options: options?.terminals ?? [] },
            { field: 'products', label: t('product'), options: options?.products ?? [] },
            ...(deliveredProducts ? [{ field: 'deliveryAddresses' as const, label: t('deliveryAddress'), options: options?.deliveryAddresses ?? [] }] : []),
          ]}
        />
      )}
      <RankingBody stats={stats} accountType={accountType} filtered={filter ? isFiltered(filter) : false} showTotal />
    </section>
  );
}

interface BodyProps {
  stats: ReturnType<typeof useOrderStats<AccountRankingDto>>;
  accountType: string;
  filtered: boolean;
  showTotal: boolean;
}

function RankingBody({ stats, accountType, filtered, showTotal }: BodyProps) {
  const t = useTranslations('stats');
  if (stats.isError) {
    const status = stats.error instanceof ApiError ? stats.error.status : 500;
    return <p className={styles.error} role="alert">{t('loadFailed', { status })}</p>;
  }
  if (!stats.data) return <p className={styles.empty}>{t('loading')}</p>;
  const rows = stats.data.orderStats.accountRanking;
  return (
    <div className={showTotal ? styles.reportBody : undefined} aria-busy={stats.isFetching}>
      <div>
        <RankingTable
          rows={rows}
          counterpartyLabel={t(accountType === 'SELLER' ? 'buyerColumn' : 'sellerColumn')}
          emptyText={t(rankingEmptyKey(accountType, filtered))}
          showTotal={showTotal}
        />
      </div>
      {showTotal && rows.length > 0 && <RankingBarChart rows={rows} />}
    </div>
  );
}
