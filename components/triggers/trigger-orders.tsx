'use client';

import { useLocale, useTranslations } from 'next-intl';
import Decimal from 'decimal.js';
import { useReducer, useState, type ReactNode } from 'react';
import { historyQuery, initialOrdersState, ordersReducer, type SortBy } from '@/components/orders/orders-state';
import { useBrand } from '@/components/providers/brand-context';
import { Button } from '@/components/ui/button';
import { Pager } from '@/components/ui/pager';
import { StatusLabel } from '@/components/ui/status-label';
import { ConfirmDialog, type Amounts } from '@/components/ui/confirm-dialog';
import { DataTable, type Column } from '@/components/ui/data-table';
import { useNotice } from '@/components/ui/notice';
import { apiFetch } from '@/lib/api/fetch-client';
import { formatDateTime, formatDay } from '@/lib/format/dates';
import { formatPrice, formatVolume } from '@/lib/format/number';
import { orderAmounts } from '@/lib/orders/domain/order-amounts';
import type { TRIGGER_ORDER_STATUSES } from '@/lib/triggers/schemas';
import { TriggerFilters } from './trigger-filters';
import { useTriggerOrders, useTriggerWrite, type TriggerOrdersDto } from './use-triggers';

type Status = (typeof TRIGGER_ORDER_STATUSES)[number];
type TriggerOrder = TriggerOrdersDto['orders'][number];

/** What a trigger order costs the buyer: each product's net rounded as its invoice is, VAT at the platform's rate. */
export function triggerOrderAmounts(order: TriggerOrder, vatRate: string): Amounts {
  const rate = new Decimal(vatRate);
  const sum = order.items
    .map((item) => orderAmounts(new Decimal(item.price), new Decimal(item.quantity), rate))
    .reduce((a, b) => ({ net: a.net.plus(b.net), vat: a.vat.plus(b.vat), gross: a.gross.plus(b.gross) }));
  return { ...sum, vatRate: rate };
}

/**
 * The Orders screen's Trigger tab and the seller's orders to confirm (`status` PENDING, without
 * filters): trigger orders filtered like spot orders where the filters apply (./trigger-filters),
 * sorted and paged. Sellers who may move orders along (`canAct`) confirm or cancel pending ones.
 */
export function TriggerOrders({
  viewer,
  canAct,
  status,
  heading,
}: {
  viewer: 'BUYER' | 'SELLER';
  canAct: boolean;
  status?: Status;
  /** A heading above the list, given how many orders it holds over all its pages. */
  heading?: (total: number) => ReactNode;
}) {
  const t = useTranslations('triggers');
  const locale = useLocale();
  const { timeZone, decimals } = useBrand();
  const [state, dispatch] = useReducer(ordersReducer, status, (only) =>
    only ? ordersReducer(initialOrdersState(), { type: 'listFilter', key: 'orderStatusList', value: [only] }) : initialOrdersState(),
  );
  const orders = useTriggerOrders(historyQuery(state.request, viewer));
  const decide = useTriggerWrite(({ id, step }: { id: number; step: 'confirm' | 'cancel' }) =>
    apiFetch(`/api/triggers/orders/${id}/${step}`, { method: 'POST' }),
  );
  const notice = useNotice();
  const [deciding, setDeciding] = useState<{ order: TriggerOrder; step: 'confirm' | 'cancel' } | null>(null);
  const data = orders.data;
  const actions = viewer === 'SELLER' && canAct;
  const columns: Column<TriggerOrder>[] = [
    { id: 'orderId', header: t('orderId'), sortValue: (order) => order.orderId, cell: (order) => order.orderId },
    { id: 'created', header: t('created'), sortValue: (order) => order.created, cell: (order) => formatDateTime(order.created, timeZone, locale) },
    { id: 'contract', header: t('contract'), cell: (order) => `${order.contract.ekkNumber} · ${order.contract.month}` },
    { id: 'counterparty', header: viewer === 'BUYER' ? t('seller') : t('buyer'), cell: (order) => (viewer === 'BUYER' ? order.seller.name : order.buyer.name) },
    {
      id: 'volume',
      header: t('products'),
      sortValue: (order) => Number(order.volume),
      cell: (order) =>
        order.items.map((item) => (
          <div key={item.product.id}>
            {item.product.name}: {formatVolume(item.quantity, locale)} cbm · {formatPrice(item.price, locale, decimals)}
          </div>
        )),
    },
    {
      id: 'lifting',
      header: t('liftingPeriod'),
      cell: (order) => (
        <span data-testid="trigger-order-lifting">
          {t('lifting', { period: order.liftingPeriod ?? '', start: formatDay(order.liftingStart), end: formatDay(order.liftingEnd) })}
          {order.pickupStart && ` · ${t('pickupStart')} ${formatDay(order.pickupStart)}`}
        </span>
      ),
    },
    {
      id: 'status',
      header: t('status'),
      sortValue: (order) => order.orderStatus,
      cell: (order) => <StatusLabel status={order.orderStatus}>{t(`statuses.${order.orderStatus}`)}</StatusLabel>,
    },
  ];
  // Confirming binds the seller, cancelling ends the order: both ask first, with the amount.
  const rowActions = (order: TriggerOrder) =>
    order.orderStatus === 'PENDING' && (
      <>
        <Button disabled={decide.isPending} onClick={() => setDeciding({ order, step: 'confirm' })}>
          {t('confirm')}
        </Button>
        <Button variant="secondary" disabled={decide.isPending} onClick={() => setDeciding({ order, step: 'cancel' })}>
          {t('cancel')}
        </Button>
      </>
    );
  return (
    <section data-testid={status ? 'trigger-pending' : 'trigger-orders'}>
      {heading?.(data?.metadata.total ?? 0)}
      {!status && <TriggerFilters state={state} dispatch={dispatch} options={data?.filterOptions} viewer={viewer} />}
      {data?.orders.length === 0 && <p>{t('noOrders')}</p>}
      {!!data?.orders.length && (
        <DataTable
          label={t('ordersLabel')}
          rows={data.orders}
          columns={columns}
          rowKey={(order) => order._id}
          rowAttributes={() => ({ 'data-testid': 'trigger-order' })}
          sort={{ id: state.request.sortBy, desc: state.request.sortType === 'desc' }}
          onSortChange={(id) => dispatch({ type: 'sort', sortBy: id as SortBy })}
          actions={actions ? rowActions : undefined}
          actionsHeader={t('actions')}
        />
      )}
      <ConfirmDialog
        open={deciding !== null}
        title={deciding?.step === 'cancel' ? t('cancelOrderTitle') : t('confirmOrderTitle')}
        consequence={
          deciding &&
          t(deciding.step === 'cancel' ? 'cancelOrderQuestion' : 'confirmOrderQuestion', { orderId: deciding.order.orderId, buyer: deciding.order.buyer.name })
        }
        confirmLabel={deciding?.step === 'cancel' ? t('cancel') : t('confirm')}
        danger={deciding?.step === 'cancel'}
        amounts={deciding && data ? triggerOrderAmounts(deciding.order, data.metadata.vatRate) : undefined}
        busy={decide.isPending}
        onClose={() => setDeciding(null)}
        onConfirm={() => {
          if (deciding)
            decide.mutate(
              { id: deciding.order._id, step: deciding.step },
              {
                onSuccess: () => notice.saved(t(deciding.step === 'cancel' ? 'orderCancelled' : 'orderConfirmed', { orderId: deciding.order.orderId })),
                onError: (error) => notice.failed(error),
              },
            );
          setDeciding(null);
        }}
      />
      {data && (
        <Pager page={state.page} pageSize={state.request.pageSize} total={data.metadata.total} onPage={(page) => dispatch({ type: 'page', value: page })} />
      )}
    </section>
  );
}
