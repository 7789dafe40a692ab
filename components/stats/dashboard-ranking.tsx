'use client';

import { AccountRankingWidget } from './account-ranking-widget';
import { useRefreshOnMarketWindow } from './use-stats';

/** The dashboard's ranking widget with its reloads: loaded apart from the dashboard, with the query cache it reads through. */
export function DashboardRanking({ accountType, live }: { accountType: string; live: boolean }) {
  useRefreshOnMarketWindow(live);
  return <AccountRankingWidget accountType={accountType} />;
}
