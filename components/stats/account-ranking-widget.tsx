'use client';

import { useTranslations } from 'next-intl';
import type { AccountRankingDto } from '@/lib/stats/schemas';
import { RankingBody } from './ranking-body';
import { quickRangeQuery } from './stats-query';
import styles from './stats.module.css';
import { useOrderStats } from './use-stats';

const WIDGET_QUERY = quickRangeQuery('ACCOUNT_RANKING', 30);

/** Widget mode (platform-shell 2): the table only, over the last 30 days. */
export function AccountRankingWidget({ accountType }: { accountType: string }) {
  const t = useTranslations('stats');
  const stats = useOrderStats<AccountRankingDto>(WIDGET_QUERY);
  return (
    <section className={styles.card} aria-labelledby="ranking-widget-title" data-testid="ranking-widget">
      <h2 id="ranking-widget-title">{t('widgetTitle')}</h2>
      <RankingBody stats={stats} accountType={accountType} filtered={false} showTotal={false} />
    </section>
  );
}
