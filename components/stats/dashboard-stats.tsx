'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, type ReactNode } from 'react';
import { useBrand } from '@/components/providers/brand-context';
import styles from './stats.module.css';
import { useMarketChange } from './use-market-change';

// The widget reads through TanStack Query, which the dashboard's first screen does without.
const DashboardRanking = lazy(() => import('./dashboard-ranking').then((m) => ({ default: m.DashboardRanking })));

/**
 * The dashboard's statistics: the ranking widget (last 30 days, where the brand ranks sellers) and the server-rendered recent
 * orders passed in as children; a new market window reloads both (platform-shell 4), and a new order or status change of the buyer's or seller's account.
 */
export function DashboardStats({ accountType, children }: { accountType: string; children: ReactNode }) {
  const router = useRouter();
  const { flags } = useBrand();
  const live = accountType === 'BUYER' || accountType === 'SELLER';
  useMarketChange(router.refresh, live);
  return (
    <div className={styles.dashboardStats}>
      {flags.sellerRanking && (
        <Suspense fallback={<RankingLoading />}>
          <DashboardRanking accountType={accountType} live={live} />
        </Suspense>
      )}
      {children}
    </div>
  );
}

/** The widget's card while its code loads, the same as the widget's own while its data loads: nothing below it moves when either arrives. */
function RankingLoading() {
  const t = useTranslations('stats');
  return (
    <section className={styles.card}>
      <h2>{t('widgetTitle')}</h2>
      <p className={styles.empty}>{t('loading')}</p>
    </section>
  );
}
