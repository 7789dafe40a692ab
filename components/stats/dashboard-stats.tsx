'use client';

import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';
import { useBrand } from '@/components/providers/brand-context';
import { AccountRankingWidget } from './account-ranking-widget';
import styles from './stats.module.css';
import { useRefreshOnMarketWindow } from './use-stats';

/**
 * The dashboard's statistics: the ranking widget (last 30 days, where the brand ranks sellers) and the server-rendered recent
 * orders passed in as children; a new market window reloads both (platform-shell 4), and a new order or status change of the buyer's or seller's account.
 */
export function DashboardStats({ accountType, children }: { accountType: string; children: ReactNode }) {
  const router = useRouter();
  const { flags } = useBrand();
  useRefreshOnMarketWindow(router.refresh, accountType === 'BUYER' || accountType === 'SELLER');
  return (
    <div className={styles.dashboardStats}>
      {flags.sellerRanking && <AccountRankingWidget accountType={accountType} />}
      {children}
    </div>
  );
}
