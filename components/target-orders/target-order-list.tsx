'use client';

import { useLocale, useMessages, useTranslations } from 'next-intl';
import { useBrand } from '@/components/providers/brand-context';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { formatDay } from '@/lib/format/dates';
import { formatNumber, formatPrice } from '@/lib/format/number';
import { priceUnitLabel } from '@/lib/format/units';
import { isKeyOf } from '@/lib/i18n/keys';
import type { TargetOrderDto } from '@/lib/target-orders/schemas';
import styles from './target-orders.module.css';
import { PageLink } from '@/components/ui/page-link';

const STANDING = new Set(['OPEN', 'PARTLY_FILLED', 'SUSPENDED']);

/** The account's target orders: state (and why one is suspended), volume filled, each fill linked to its order; change, resume and cancel. */
export function TargetOrderList({
  orders,
  onEdit,
  onCancel,
  onResume,
}: {
  orders: TargetOrderDto[];
  onEdit: (order: TargetOrderDto) => void;
  onCancel: (order: TargetOrderDto) => void;
  onResume: (order: TargetOrderDto) => void;
}) {
  const t = useTranslations('targetOrders');
  const te = useTranslations('errors');
  const errorTexts = useMessages().errors;
  const locale = useLocale();
  const { currency, decimals } = useBrand();
  const cbm = (value: string) => formatNumber(value, locale, { decimals: 3, trim: true });
  const reason = (key: string | null) => (isKeyOf(errorTexts, key) ? te(key) : t('suspendedUnknown'));
  const columns: Column<TargetOrderDto>[] = [
    { id: 'product', header: t('product'), cell: (o) => o.product, sortValue: (o) => o.product },
    {
      id: 'limitPrice',
      header: t('limitPrice', { unit: priceUnitLabel(currency) }),
      cell: (o) => formatPrice(o.limitPrice, locale, decimals),
      sortValue: (o) => Number(o.limitPrice),
      numeric: true,
    },
    { id: 'volume', header: t('filledOfVolume'), cell: (o) => t('filledOf', { filled: cbm(o.filledVolume), volume: cbm(o.volume) }), numeric: true },
    { id: 'validUntil', header: t('validUntil'), cell: (o) => formatDay(o.validUntil), sortValue: (o) => o.validUntil },
    {
      id: 'status',
      header: t('status'),
      cell: (o) => (
        <span data-testid="target-order-status" data-status={o.status}>
          {t(`statuses.${o.status}`)}
          {o.status === 'SUSPENDED' && <small className={styles.reason}> {reason(o.suspendedReason)}</small>}
        </span>
      ),
      sortValue: (o) => o.status,
    },
    {
      id: 'fills',
      header: t('fills'),
      cell: (o) =>
        o.fills.length === 0
          ? '–'
          : o.fills.map((f) => (
              <PageLink key={f.fillNumber} href={`/orders/${f.orderId}`} className={styles.fill}>
                {t('fill', { quantity: cbm(f.quantity), price: formatPrice(f.price, locale, decimals), order: f.orderNumber })}
                {!f.seen && <span className={styles.newFill}> {t('newFill')}</span>}
              </PageLink>
            )),
    },
  ];
  return (
    <DataTable
      label={t('listTitle')}
      rows={orders}
      columns={columns}
      rowKey={(o) => o.id}
      rowAttributes={(o) => ({ 'data-testid': 'target-order', 'data-id': o.id })}
      actionsHeader={t('actions')}
      actions={(o) =>
        STANDING.has(o.status) && (
          <>
            <Button variant="secondary" onClick={() => onEdit(o)} aria-label={`${t('edit')}: ${o.product}`}>
              {t('edit')}
            </Button>
            {o.status === 'SUSPENDED' && (
              <Button variant="secondary" onClick={() => onResume(o)} aria-label={`${t('resume')}: ${o.product}`}>
                {t('resume')}
              </Button>
            )}
            <Button variant="danger" onClick={() => onCancel(o)} aria-label={`${t('cancel')}: ${o.product}`}>
              {t('cancel')}
            </Button>
          </>
        )
      }
    />
  );
}
