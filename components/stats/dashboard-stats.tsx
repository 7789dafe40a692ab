'use client';

import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';
import { AccountRankingWidget } from './account-ranking-widget';
import styles from './stats.module.css';
import { useRefreshOnMarketWindow } from './use-stats';

/**
 * The dashboard's statistics: the ranking widget (last 30 days) and the server-rendered recent
 * orders passed in as children; a new market window reloads both (platform-shell 4).
 */
export function DashboardStats({ accountType, children }: { accountType: string; children: ReactNode }) {
  const router = useRouter();
  useRefreshOnMarketWindow(router.refresh);
  return (
    <div className={styles.dashboardStats}>
      <AccountRankingWidget accountType={accountType} />
      {children}
    </div>
  );
}
