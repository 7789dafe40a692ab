'use client';

import { useTranslations } from 'next-intl';
import { useBrand } from '@/components/providers/brand-context';
import { isFiltered } from '@/lib/stats/domain/empty-state';
import type { AccountRankingDto } from '@/lib/stats/schemas';
import { orderStatsQuery } from './order-stats-query';
import { RankingBarChart } from './ranking-bar-chart';
import { RankingBody } from './ranking-body';
import { StatsFilters } from './stats-filters';
import styles from './stats.module.css';
import { useOrderStats, useSavedFilter } from './use-stats';

interface Props {
  accountType: string;
  /** The delivery-address filter needs the delivered-products feature. */
  deliveredProducts: boolean;
}

/** Report mode: filters, saved per user, then the table with its total and the bar chart. */
export function AccountRankingReport({ accountType, deliveredProducts }: Props) {
  const t = useTranslations('stats');
  const zone = useBrand().timeZone;
  const [filter, setFilter] = useSavedFilter('ACCOUNT_RANKING_OPTIONS');
  const stats = useOrderStats<AccountRankingDto>(filter && orderStatsQuery('ACCOUNT_RANKING', filter, zone));
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
      <RankingBody
        stats={stats}
        accountType={accountType}
        filtered={filter ? isFiltered(filter) : false}
        showTotal
        chart={(rows) => <RankingBarChart rows={rows} />}
      />
    </section>
  );
}
