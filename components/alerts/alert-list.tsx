'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useBrand } from '@/components/providers/brand-context';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import type { PriceAlertDto } from '@/lib/alerts/schemas';
import { formatDateTime } from '@/lib/format/dates';
import { formatPrice } from '@/lib/format/number';
import { priceUnitLabel } from '@/lib/format/units';
import styles from './alerts.module.css';
import { PageLink } from '@/components/ui/page-link';

/** The alerts as the shared data table; on a phone every row becomes a card. */
export function AlertList({ alerts, onDelete }: { alerts: PriceAlertDto[]; onDelete: (alert: PriceAlertDto) => void }) {
  const t = useTranslations('alerts');
  const locale = useLocale();
  const { currency, decimals, timeZone } = useBrand();
  const columns: Column<PriceAlertDto>[] = [
    { id: 'note', header: t('note'), sortValue: (a) => a.note || null, cell: (a) => a.note || '–' },
    {
      id: 'price',
      header: t('price', { unit: priceUnitLabel(currency) }),
      numeric: true,
      sortValue: (a) => Number(a.price),
      cell: (a) => formatPrice(a.price, locale, decimals),
    },
    { id: 'operator', header: t('operator'), cell: (a) => t(`operators.${a.operator}`) },
    { id: 'product', header: t('product'), sortValue: (a) => a.product, cell: (a) => a.product },
    { id: 'terminal', header: t('terminal'), sortValue: (a) => a.terminal, cell: (a) => a.terminal },
    { id: 'liftingPeriodType', header: t('liftingPeriodType'), cell: (a) => t(`liftingPeriodTypes.${a.liftingPeriodType}`) },
    {
      id: 'status',
      header: t('status'),
      sortValue: (a) => a.status,
      cell: (a) => (
        <span>
          <span className={a.status === 'ACTIVE' ? styles.active : styles.triggered}>{t(`statuses.${a.status}`)}</span>
          {a.triggeredAt && <small> {t('triggeredAt', { date: formatDateTime(a.triggeredAt, timeZone, locale) })}</small>}
        </span>
      ),
    },
  ];
  return (
    <div data-testid="alert-list">
      <DataTable
        label={t('listTitle')}
        rows={alerts}
        columns={columns}
        rowKey={(a) => a.id}
        rowAttributes={(a) => ({ 'data-testid': 'price-alert', 'data-status': a.status })}
        actionsHeader={t('actions')}
        actions={(a) => (
          <>
            {a.operator === 'LTE' && Number(a.price) > 0 && (
              <PageLink
                href={`/preiswunsch?${new URLSearchParams({ productId: String(a.productId), terminalId: String(a.terminalId), limit: a.price })}`}
                className={styles.toTargetOrder}
                aria-label={`${t('toTargetOrder')}: ${a.product}, ${a.terminal}`}
              >
                {t('toTargetOrder')}
              </PageLink>
            )}
            <Button variant="danger" onClick={() => onDelete(a)} aria-label={`${t('delete')}: ${a.product}, ${a.terminal}`}>
              {t('delete')}
            </Button>
          </>
        )}
      />
    </div>
  );
}
