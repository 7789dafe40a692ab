'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useBrand } from '@/components/providers/brand-context';
import { formatDate } from '@/lib/format/dates';
import { orderStatusKey } from '@/lib/format/status-labels';
import { formatMoney } from '@/lib/format/money';
import { formatPrice, formatVolume } from '@/lib/format/number';
import { containerCount, priceUnitLabel, unitLabel } from '@/lib/format/units';
import { nextStatus, type OrderAction, type OrderStatus } from '@/lib/orders/domain/order-status';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { StatusLabel } from '@/components/ui/status-label';
import type { HistoryRow } from './history-response';
import type { OrdersAction, OrdersRequest, SortBy } from './orders-state';
import styles from './orders.module.css';
import { TextLink } from '@/components/ui/text-link';

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

/**
 * The order history table (the server sorts and pages it: a heading's click asks for the next
 * page's order); the row's steps stay in view at the right edge; below 768 px each row is a card.
 */
export function OrderTable({ rows, request, viewer, canAct, dispatch, busyId, onAction }: Props) {
  const t = useTranslations('orders');
  const ts = useTranslations('orderStatus');
  const locale = useLocale();
  const { timeZone, decimals, currency } = useBrand();
  // The unit may break after its slash: the price column's heading takes two short lines, not one wide one.
  const priceHeading = usePriceHeading(request.productType).replace('/', '/\u200b');
  const rowCurrency = (row: HistoryRow) => (row.invoice.currency === 'CHF' ? 'CHF' : 'EUR');
  const containers = (row: HistoryRow) => containerCount(row.unitCount, row.purchaseUnit, locale);
  const columns: Column<HistoryRow>[] = [
    {
      id: 'orderId',
      header: t('orderId'),
      sortValue: (row) => row.orderId,
      // The number breaks at its hyphens where the window is narrow.
      cell: (row) => (
        <>
          <TextLink href={`/orders/${row._id}`}>{row.orderId}</TextLink>
          {row.edited && ` (${t('edited')})`}
        </>
      ),
    },
    { id: 'created', header: t('created'), sortValue: (row) => row.created, cell: (row) => formatDate(row.created, timeZone, locale) },
    {
      id: 'product',
      header: t('productTerminal'),
      cell: (row) => (
        <span className={styles.twoLines}>
          {row.product.name}
          <small>{row.terminal.name}</small>
        </span>
      ),
    },
    {
      id: 'counterparty',
      header: viewer === 'BUYER' ? t('seller') : t('buyer'),
      cell: (row) => (viewer === 'BUYER' ? row.seller.name : row.buyer.name),
    },
    {
      id: 'volume',
      header: t('volume'),
      numeric: true,
      sortValue: (row) => Number(row.volume),
      cell: (row) => containers(row) ?? `${formatVolume(row.volume, locale)} ${unitLabel(row.purchaseUnit || 'cubic_meter', currency)}`,
    },
    {
      id: 'price',
      header: priceHeading,
      numeric: true,
      sortValue: (row) => Number(row.price),
      cell: (row) => (containers(row) ? formatMoney(row.price, { currency: rowCurrency(row), locale }) : formatPrice(row.price, locale, decimals)),
    },
    {
      id: 'invoice',
      header: t('total'),
      numeric: true,
      sortValue: (row) => Number(row.invoice.gross),
      cell: (row) => formatMoney(row.invoice.gross, { currency: rowCurrency(row), locale }),
    },
    { id: 'collection', header: t('collection'), cell: (row) => row.collectionTimeText || '–' },
    {
      id: 'status',
      header: t('status'),
      sortValue: (row) => row.orderStatus,
      cell: (row) => <StatusLabel status={row.orderStatus as OrderStatus}>{ts(orderStatusKey(row.orderStatus as OrderStatus, viewer))}</StatusLabel>,
    },
  ];
  const actions = (row: HistoryRow) =>
    ACTIONS.filter((action) => nextStatus(row.orderStatus as OrderStatus, action)).map((action) => (
      <Button
        key={action}
        className={styles.rowButton}
        variant={action === 'decline' ? 'danger' : action === 'confirm' ? 'primary' : 'secondary'}
        disabled={busyId === row._id}
        onClick={() => onAction(row, action)}
      >
        {t(`action_${action}`)}
      </Button>
    ));
  return (
    <DataTable
      label={t('tableLabel')}
      rows={rows}
      columns={columns}
      rowKey={(row) => row._id}
      rowAttributes={() => ({ 'data-testid': 'order-row' })}
      sort={{ id: request.sortBy, desc: request.sortType === 'desc' }}
      onSortChange={(id) => dispatch({ type: 'sort', sortBy: id as SortBy })}
      actions={canAct ? actions : undefined}
      actionsHeader={t('actions')}
      className={styles.orderTable}
      empty={<p className={styles.empty}>{t('empty')}</p>}
    />
  );
}
