'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useBrand } from '@/components/providers/brand-context';
import { formatPrice } from '@/lib/format/number';
import styles from './marketplace.module.css';

/** Which way the price moved against the previous market window; null without a previous window. */
export function priceDirection(change: string | null): 'up' | 'down' | 'same' | null {
  if (change === null) return null;
  if (/^-?0*\.?0*$/.test(change)) return 'same';
  return change.startsWith('-') ? 'down' : 'up';
}

/** The price's move against the previous market window: an arrow and the amount, or "unchanged". */
export function PriceChange({ change }: { change: string | null }) {
  const t = useTranslations('market');
  const locale = useLocale();
  const { decimals } = useBrand();
  const direction = priceDirection(change);
  if (change === null || direction === null) return null;
  const amount = formatPrice(change.replace(/^-/, ''), locale, decimals);
  const arrow = { up: '▲', down: '▼', same: '=' }[direction];
  return (
    <span className={`${styles.priceChange} ${styles[direction]}`} data-testid="price-change" data-direction={direction}>
      <span aria-hidden="true">{direction === 'same' ? arrow : `${arrow} ${amount}`}</span>
      <span className={styles.visuallyHidden}>{t(`priceChange.${direction}`, { amount })}</span>
    </span>
  );
}
