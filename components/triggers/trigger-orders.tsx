'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useReducer, type ReactNode } from 'react';
import { historyQuery, initialOrdersState, ordersReducer } from '@/components/orders/orders-state';
import { useBrand } from '@/components/providers/brand-context';
import { Button } from '@/components/ui/button';
import { StatusLabel } from '@/components/ui/status-label';
import table from '@/components/ui/data-table.module.css';
import { apiFetch } from '@/lib/api/fetch-client';
import { formatDateTime, formatDay } from '@/lib/format/dates';
import { formatPrice, formatVolume } from '@/lib/format/number';
import type { TRIGGER_ORDER_STATUSES } from '@/lib/triggers/schemas';
import { TriggerFilters } from './trigger-filters';
import { useRefusalText, useTriggerOrders, useTriggerWrite } from './use-triggers';

type Status = (typeof TRIGGER_ORDER_STATUSES)[number];

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
  const problemText = useRefusalText('technical_error');
  const data = orders.data;
  const actions = viewer === 'SELLER' && canAct;
  return (
    <section data-testid={status ? 'trigger-pending' : 'trigger-orders'}>
      {heading?.(data?.metadata.total ?? 0)}
      {!status && <TriggerFilters state={state} dispatch={dispatch} options={data?.filterOptions} viewer={viewer} />}
      {decide.isError && <p role="alert">{problemText(decide.error)}</p>}
      {data?.orders.length === 0 && <p>{t('noOrders')}</p>}
      {!!data?.orders.length && (
        <div className={table.tableWrap}>
          <table className={table.table}>
            <thead>
              <tr>
                <th scope="col">{t('orderId')}</th>
                <th scope="col">{t('created')}</th>
                <th scope="col">{t('contract')}</th>
                <th scope="col">{viewer === 'BUYER' ? t('seller') : t('buyer')}</th>
                <th scope="col">{t('products')}</th>
                <th scope="col">{t('liftingPeriod')}</th>
                <th scope="col">{t('status')}</th>
                {actions && <th scope="col">{t('actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {data.orders.map((order) => (
                <tr key={order._id} data-testid="trigger-order">
                  <td data-label={t('orderId')}>{order.orderId}</td>
                  <td data-label={t('created')}>{formatDateTime(order.created, timeZone, locale)}</td>
                  <td data-label={t('contract')}>
                    {order.contract.ekkNumber} · {order.contract.month}
                  </td>
                  <td data-label={viewer === 'BUYER' ? t('seller') : t('buyer')}>{viewer === 'BUYER' ? order.seller.name : order.buyer.name}</td>
                  <td data-label={t('products')}>
                    {order.items.map((item) => (
                      <div key={item.product.id}>
                        {item.product.name}: {formatVolume(item.quantity, locale)} cbm · {formatPrice(item.price, locale, decimals)}
                      </div>
                    ))}
                  </td>
                  <td data-label={t('liftingPeriod')} data-testid="trigger-order-lifting">
                    {t('lifting', { period: order.liftingPeriod ?? '', start: formatDay(order.liftingStart), end: formatDay(order.liftingEnd) })}
                    {order.pickupStart && ` · ${t('pickupStart')} ${formatDay(order.pickupStart)}`}
                  </td>
                  <td data-label={t('status')}>
                    <StatusLabel status={order.orderStatus}>{t(`statuses.${order.orderStatus}`)}</StatusLabel>
                  </td>
                  {actions && (
                    <td data-label={t('actions')}>
                      {order.orderStatus === 'PENDING' && (
                        <>
                          <Button disabled={decide.isPending} onClick={() => decide.mutate({ id: order._id, step: 'confirm' })}>
                            {t('confirm')}
                          </Button>{' '}
                          <Button variant="secondary" disabled={decide.isPending} onClick={() => decide.mutate({ id: order._id, step: 'cancel' })}>
                            {t('cancel')}
                          </Button>
                        </>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && data.metadata.pageCount > 1 && (
        <p>
          <Button variant="secondary" disabled={state.page <= 1} onClick={() => dispatch({ type: 'page', value: state.page - 1 })}>
            {t('previous')}
          </Button>{' '}
          {t('pageOf', { page: state.page, count: data.metadata.pageCount })}{' '}
          <Button variant="secondary" disabled={state.page >= data.metadata.pageCount} onClick={() => dispatch({ type: 'page', value: state.page + 1 })}>
            {t('next')}
          </Button>
        </p>
      )}
    </section>
  );
}
