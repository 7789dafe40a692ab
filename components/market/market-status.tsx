'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useBrand } from '@/components/providers/brand-context';
import { Button } from '@/components/ui/button';
import { formatCountdown } from '@/lib/market-window/domain/countdown';
import { formatOpening } from '@/lib/market-window/domain/format-opening';
import styles from './marketplace.module.css';
import { useMarketCountdown, useMarketWindow } from './market-window-provider';

/**
 * The market window as the market shows it (trading-domain 2): how long the prices hold, a manual
 * refresh, and the limited-market notice while live prices are missing (trading-domain 8). Outside
 * trading hours it says that the market is closed and when it opens instead. `children` (the
 * page's heading) lead the line.
 */
export function MarketStatus({ onRefresh, refreshing, children }: { onRefresh: () => void; refreshing: boolean; children?: ReactNode }) {
  const t = useTranslations('market');
  const locale = useLocale();
  const { timeZone } = useBrand();
  const { window, available, marketOpen, opens, limitedMarket } = useMarketWindow();
  const remainingMs = useMarketCountdown();
  const status = !window
    ? t('windowLoading')
    : !marketOpen && opens
      ? t('closed', { opening: formatOpening(new Date(opens), timeZone, locale) })
      : t('countdown', { time: formatCountdown(remainingMs) });
  return (
    <>
      <div className={styles.status}>
        {children}
        <p className={styles.countdown} role="timer" aria-live="off" data-testid={marketOpen ? 'market-countdown' : 'market-closed'} suppressHydrationWarning>
          {status}
        </p>
        <Button variant="secondary" onClick={onRefresh} disabled={refreshing}>
          {t('refresh')}
        </Button>
      </div>
      {!available && (
        <p className={styles.notice} role="alert">
          {t('windowUnavailable')}
        </p>
      )}
      {/* The server hides live-priced offers by the same rule, so notice and list agree. */}
      {window && available && limitedMarket && (
        <p className={styles.notice} role="status" data-testid="limited-market">
          {t('limitedMarket')}
        </p>
      )}
    </>
  );
}
