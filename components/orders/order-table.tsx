'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useBrand } from '@/components/providers/brand-context';
import { formatDate } from '@/lib/format/dates';
import { orderStatusKey } from '@/lib/format/status-labels';
import { formatMoney } from '@/lib/format/money';
import { formatPrice, formatVolume } from '@/lib/format/number';
import { containerCount, priceUnitLabel, unitLabel } from '@/lib/format/units';
import { nextStatus, type OrderAction, type OrderStatus } from '@/lib/orders/domain/order-status';
import { Button } from '@/components/ui/button';
import { StatusLabel } from '@/components/ui/status-label';
import type { HistoryRow } from './history-response';
import type { OrdersAction, OrdersRequest, SortBy } from './orders-state';
import styles from './orders.module.css';

const ACTIONS: OrderAction[] = ['review', 'confirm', 'transfer', 'complete', 'decline'];

interface Props {
  rows: HistoryRow[];
  request: OrdersRequest;
  viewer: 'BUYER' | 'SELLER';
  /** The seller user may move orders along (company admin or buyer management, docs/marketplace.md). */
  canAct: boolean;
  dispatch: (action: OrdersAction) => void;
  busyId: number | null;
  onAction: (row: HistoryRow, action: OrderAction) => void;
}

/** The price column's heading, also the price filter's: additives are priced per container (design 12), fuels per 100L15. */
export function usePriceHeading(productType: OrdersRequest['productType']) {
  const t = useTranslations('orders');
  const { currency } = useBrand();
  return t('price', { unit: productType === 'ADDITIVE' ? t('perContainer') : priceUnitLabel(currency) });
}

/** The order history table; below 768 px each row shows as a card (labels from data-label). */
export function OrderTable({ rows, request, viewer, canAct, dispatch, busyId, onAction }: Props) {
  const t = useTranslations('orders');
  const ts = useTranslations('orderStatus');
  const locale = useLocale();
  const { timeZone, decimals, currency } = useBrand();
  const priceHeading = usePriceHeading(request.productType);
  const sortable = (sortBy: SortBy, label: string) => (
    <th aria-sort={request.sortBy === sortBy ? (request.sortType === 'asc' ? 'ascending' : 'descending') : undefined}>
      <button type="button" className={styles.sort} onClick={() => dispatch({ type: 'sort', sortBy })}>
        {label}
        {request.sortBy === sortBy ? (request.sortType === 'asc' ? ' ▲' : ' ▼') : ''}
      </button>
    </th>
  );
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            {sortable('orderId', t('orderId'))}
            {sortable('created', t('created'))}
            <th>{t('product')}</th>
            <th>{t('terminal')}</th>
            <th>{viewer === 'BUYER' ? t('seller') : t('buyer')}</th>
            {sortable('volume', t('volume'))}
            {sortable('price', priceHeading)}
            {sortable('invoice', t('total'))}
            <th>{t('collection')}</th>
            {sortable('status', t('status'))}
            {canAct && <th>{t('actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const status = row.orderStatus as OrderStatus;
            const containers = containerCount(row.unitCount, row.purchaseUnit, locale);
            const rowCurrency = row.invoice.currency === 'CHF' ? 'CHF' : 'EUR';
            const actions = canAct ? ACTIONS.filter((action) => nextStatus(status, action)) : [];
            return (
              <tr key={row._id} data-testid="order-row">
                <td data-label={t('orderId')} className={styles.nowrap}>
                  <Link href={`/orders/${row._id}`}>{row.orderId}</Link>
                  {row.edited && ` (${t('edited')})`}
                </td>
                <td data-label={t('created')}>{formatDate(row.created, timeZone, locale)}</td>
                <td data-label={t('product')}>{row.product.name}</td>
                <td data-label={t('terminal')}>{row.terminal.name}</td>
                <td data-label={viewer === 'BUYER' ? t('seller') : t('buyer')}>{viewer === 'BUYER' ? row.seller.name : row.buyer.name}</td>
                <td data-label={t('volume')} className={styles.num}>
                  {containers ?? `${formatVolume(row.volume, locale)} ${unitLabel(row.purchaseUnit || 'cubic_meter', currency)}`}
                </td>
                <td data-label={priceHeading} className={styles.num}>
                  {containers ? formatMoney(row.price, { currency: rowCurrency, locale }) : formatPrice(row.price, locale, decimals)}
                </td>
                <td data-label={t('total')} className={styles.num}>
                  {formatMoney(row.invoice.gross, { currency: rowCurrency, locale })}
                </td>
                <td data-label={t('collection')}>{row.collectionTimeText || '–'}</td>
                <td data-label={t('status')}>
                  <StatusLabel status={status}>{ts(orderStatusKey(status, viewer))}</StatusLabel>
                </td>
                {canAct && (
                  <td data-label={t('actions')}>
                    <div className={styles.actions}>
                      {actions.map((action) => (
                        <Button
                          key={action}
                          variant={action === 'decline' ? 'danger' : action === 'confirm' ? 'primary' : 'secondary'}
                          disabled={busyId === row._id}
                          onClick={() => onAction(row, action)}
                        >
                          {t(`action_${action}`)}
                        </Button>
                      ))}
                    </div>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
      {rows.length === 0 && <p className={styles.empty}>{t('empty')}</p>}
    </div>
  );
}
