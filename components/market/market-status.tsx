'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { isLimitedMarket } from '@/lib/market-window/domain/live-market';
import { formatCountdown } from '@/lib/market-window/domain/countdown';
import styles from './marketplace.module.css';
import { useMarketWindow } from './market-window-provider';

/**
 * The market window as the market shows it (trading-domain 2): how long the prices hold, a manual
 * refresh, and the limited-market notice while live prices are missing (trading-domain 8).
 */
export function MarketStatus({ onRefresh, refreshing }: { onRefresh: () => void; refreshing: boolean }) {
  const t = useTranslations('market');
  const { window, available, remainingMs } = useMarketWindow();
  return (
    <>
      <div className={styles.status}>
        <p className={styles.countdown} role="timer" aria-live="off" data-testid="market-countdown">
          {window ? t('countdown', { time: formatCountdown(remainingMs) }) : t('windowLoading')}
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
      {window && available && isLimitedMarket(window) && (
        <p className={styles.notice} role="status" data-testid="limited-market">
          {t('limitedMarket')}
        </p>
      )}
    </>
  );
}
