'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useBrand } from '@/components/providers/brand-context';
import { formatPrice } from '@/lib/format/number';
import styles from './marketplace.module.css';

/** The price's move against the previous market window: an arrow and the amount, or "unchanged". */
export function PriceChange({ change }: { change: string | null }) {
  const t = useTranslations('market');
  const locale = useLocale();
  const { decimals } = useBrand();
  if (change === null) return null;
  const negative = change.startsWith('-');
  const amount = formatPrice(negative ? change.slice(1) : change, locale, decimals);
  const direction = /^-?0*\.?0*$/.test(change) ? 'same' : negative ? 'down' : 'up';
  const arrow = { up: '▲', down: '▼', same: '=' }[direction];
  return (
    <span className={`${styles.priceChange} ${styles[direction]}`} data-testid="price-change" data-direction={direction}>
      <span aria-hidden="true">{direction === 'same' ? arrow : `${arrow} ${amount}`}</span>
      <span className={styles.visuallyHidden}>{t(`priceChange.${direction}`, { amount })}</span>
    </span>
  );
}
