'use client';

import { useLocale, useTranslations } from 'next-intl';
import { lazy, Suspense } from 'react';
import { useBrand } from '@/components/providers/brand-context';
import { formatNumber } from '@/lib/format/number';
import { formatCountdown } from '@/lib/market-window/domain/countdown';
import { formatOpening } from '@/lib/market-window/domain/format-opening';
import { FRONT_MONTH, GAS_SYMBOLS } from '@/lib/market-window/domain/live-market';
import { LineChart } from './line-chart';
import { useMarketCountdown, useMarketWindow } from './market-window-provider';
import { useLiveMarketWindow } from './use-live-market-window';
import styles from './market-panel.module.css';

// The charts read through TanStack Query, which the dashboard's first screen does without.
const HistoryChart = lazy(() => import('./history-chart').then((m) => ({ default: m.HistoryChart })));

const month = (i: number) => `M${String(i).padStart(2, '0')}`;

/**
 * The dashboard's market panel (platform-shell 4, design 4): the window's countdown, its market
 * change, the limited-market notice, the ICE gasoil forward curve M00..M06 of the window, and
 * today's course of /GAS and of the brand's exchange rate. Lives inside a MarketWindowProvider;
 * the history charts reload when the window rolls (the window id is in their query key). `live`
 * (a viewer who may open the market): a new window is pushed by the market stream when it is
 * issued; without it the countdown's end fetches it.
 */
export function MarketPanel({ live = false }: { live?: boolean }) {
  const t = useTranslations('marketPanel');
  const locale = useLocale();
  const { exchangeSymbol, timeZone } = useBrand();
  const { window, available, limitedMarket, marketOpen, opens } = useMarketWindow();
  useLiveMarketWindow(live);
  const usd = { format: (value: number) => formatNumber(value, locale, { decimals: 2 }) };
  const change = Number(window?.marketChange ?? 0);
  const curve = GAS_SYMBOLS.flatMap((symbol, i) => {
    const price = window?.prices.find((p) => p.symbol === symbol);
    return price ? [{ x: i, y: Number(price.price) }] : [];
  });

  return (
    <section className={styles.panel} aria-labelledby="market-panel-title" data-testid="market-panel">
      <header className={styles.head}>
        <h2 id="market-panel-title">{t('title')}</h2>
        <dl className={styles.facts}>
          <div>
            <dt>{t('countdown')}</dt>
            <dd data-testid="market-countdown" aria-live="off" suppressHydrationWarning>
              {window ? <Countdown /> : '–'}
            </dd>
          </div>
          <div>
            <dt>{t('marketChange')}</dt>
            <dd data-testid="market-change" className={change > 0 ? styles.up : change < 0 ? styles.down : undefined}>
              {window ? `${change > 0 ? '+' : change < 0 ? '−' : '±'}${usd.format(Math.abs(change))} ${t('usdPerTonne')}` : '–'}
            </dd>
          </div>
        </dl>
      </header>
      {!available && (
        <p className={styles.notice} role="alert">
          {t('unavailable')}
        </p>
      )}
      {window && !marketOpen && opens && (
        <p className={styles.notice} role="status" data-testid="market-closed">
          {t('closed', { opening: formatOpening(new Date(opens), timeZone, locale) })}
        </p>
      )}
      {available && limitedMarket && (
        <p className={styles.notice} role="status" data-testid="limited-market">
          {t('limitedMarket')}
        </p>
      )}
      <div className={styles.charts}>
        <figure className={styles.figure} data-testid="forward-curve">
          <figcaption>{t('forwardCurve')}</figcaption>
          <LineChart
            title={t('forwardCurve')}
            desc={t('forwardCurveDesc', { prices: curve.map((p) => `${month(p.x)} ${usd.format(p.y)}`).join(', ') })}
            points={curve}
            xTicks={curve.map((p) => p.x)}
            formatX={month}
            formatY={(y) => usd.format(y)}
            yDigits={2}
            emptyText={window ? t('noData') : t('loading')}
          />
        </figure>
        <Suspense
          fallback={
            <>
              <ChartLoading label={t('gasHistory')} />
              <ChartLoading label={t('fxHistory', { symbol: exchangeSymbol })} />
            </>
          }
        >
          <HistoryChart symbol={FRONT_MONTH} label={t('gasHistory')} windowId={window?._id} digits={2} />
          <HistoryChart symbol={exchangeSymbol} label={t('fxHistory', { symbol: exchangeSymbol })} windowId={window?._id} digits={4} />
        </Suspense>
      </div>
    </section>
  );
}

/** The countdown's text, the one part of the panel that changes every second. */
function Countdown() {
  return formatCountdown(useMarketCountdown());
}

/**
 * A history chart's box while its code loads, the same as the chart's own while its data loads: a
 * page that shows this (also when the server's chart is dropped before its code arrived) does not
 * move when either arrives.
 */
function ChartLoading({ label }: { label: string }) {
  const t = useTranslations('marketPanel');
  return (
    <figure className={styles.figure}>
      <figcaption>{label}</figcaption>
      <p className={styles.empty}>{t('loading')}</p>
    </figure>
  );
}
