'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useBrand } from '@/components/providers/brand-context';
import { formatDateTime } from '@/lib/format/dates';
import type { RelationshipDto } from './queries';
import styles from './relationships.module.css';

/**
 * Who did what when since the buyer's last request (design 10): the buyer's message, the last
 * decision (or the buyer's cancel) with its time and person, and the seller's message.
 */
export function RelationshipHistory({ relationship: r }: { relationship: RelationshipDto }) {
  const t = useTranslations('relationships.history');
  const locale = useLocale();
  const { timeZone } = useBrand();
  const kind = r.disabledBy === 'BUYER' ? 'cancelled' : r.other.status === 'NEW' ? null : r.other.status;
  return (
    <div className={styles.history} data-testid="relationship-history">
      {r.requestMessage && <p>{t('requestMessage', { message: r.requestMessage })}</p>}
      {r.decision && kind && <p>{t(kind, { at: formatDateTime(r.decision.at, timeZone, locale), by: r.decision.by ?? '–' })}</p>}
      {r.decision?.message && <p>{t('decisionMessage', { message: r.decision.message })}</p>}
    </div>
  );
}
