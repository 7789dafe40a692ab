'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useBrand } from '@/components/providers/brand-context';
import { Button } from '@/components/ui/button';
import type { PriceAlertDto } from '@/lib/alerts/schemas';
import { formatDateTime } from '@/lib/format/dates';
import { formatPrice } from '@/lib/format/number';
import { priceUnitLabel } from '@/lib/format/units';
import styles from './alerts.module.css';

/** The alerts as a table; on a phone every row becomes a card with its labels (see the CSS). */
export function AlertList({ alerts, onDelete }: { alerts: PriceAlertDto[]; onDelete: (alert: PriceAlertDto) => void }) {
  const t = useTranslations('alerts');
  const locale = useLocale();
  const { currency, decimals, timeZone } = useBrand();
  const columns = ['note', 'price', 'operator', 'product', 'terminal', 'liftingPeriodType', 'status', 'actions'] as const;
  return (
    <table className={styles.table} data-testid="alert-list">
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c} scope="col">
              {c === 'price' ? t('price', { unit: priceUnitLabel(currency) }) : t(c)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {alerts.map((a) => (
          <tr key={a.id} data-testid="price-alert" data-status={a.status}>
            <td data-label={t('note')}>{a.note || '–'}</td>
            <td data-label={t('price', { unit: priceUnitLabel(currency) })} className={styles.number}>
              {formatPrice(a.price, locale, decimals)}
            </td>
            <td data-label={t('operator')}>{t(`operators.${a.operator}`)}</td>
            <td data-label={t('product')}>{a.product}</td>
            <td data-label={t('terminal')}>{a.terminal}</td>
            <td data-label={t('liftingPeriodType')}>{t(`liftingPeriodTypes.${a.liftingPeriodType}`)}</td>
            <td data-label={t('status')}>
              <span>
                <span className={a.status === 'ACTIVE' ? styles.active : styles.triggered}>{t(`statuses.${a.status}`)}</span>
                {a.triggeredAt && <small> {t('triggeredAt', { date: formatDateTime(a.triggeredAt, timeZone, locale) })}</small>}
              </span>
            </td>
            <td data-label={t('actions')}>
              {a.operator === 'LTE' && Number(a.price) > 0 && (
                <Link
                  href={`/preiswunsch?${new URLSearchParams({ productId: String(a.productId), terminalId: String(a.terminalId), limit: a.price })}`}
                  className={styles.toTargetOrder}
                  aria-label={`${t('toTargetOrder')}: ${a.product}, ${a.terminal}`}
                >
                  {t('toTargetOrder')}
                </Link>
              )}
              <Button variant="danger" onClick={() => onDelete(a)} aria-label={`${t('delete')}: ${a.product}, ${a.terminal}`}>
                {t('delete')}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
