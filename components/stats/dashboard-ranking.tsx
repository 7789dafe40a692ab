'use client';

import { QueryProvider } from '@/components/providers/query-provider';
import { AccountRankingWidget } from './account-ranking-widget';
import { useRefreshOnMarketWindow } from './use-stats';

/** The dashboard's ranking widget with its reloads: loaded apart from the dashboard, with the query cache it reads through. */
export function DashboardRanking({ accountType, live }: { accountType: string; live: boolean }) {
  return (
    <QueryProvider>
      <RankingReloads live={live} />
      <AccountRankingWidget accountType={accountType} />
    </QueryProvider>
  );
}

/** The widget's reloads read the query cache, so they sit inside its provider. */
function RankingReloads({ live }: { live: boolean }) {
  useRefreshOnMarketWindow(live);
  return null;
}
