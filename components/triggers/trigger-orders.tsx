'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useReducer } from 'react';
import { DayRangeFilter, OrderIdFilter } from '@/components/orders/filter-fields';
import filters from '@/components/orders/orders.module.css';
import { historyQuery, initialOrdersState, ordersReducer, type SortBy } from '@/components/orders/orders-state';
import { useBrand } from '@/components/providers/brand-context';
import { Button } from '@/components/ui/button';
import table from '@/components/ui/data-table.module.css';
import { MultiSelect } from '@/components/ui/multi-select';
import { apiFetch } from '@/lib/api/fetch-client';
import { formatDateTime, formatDay } from '@/lib/format/dates';
import { formatPrice, formatVolume } from '@/lib/format/number';
import type { TRIGGER_ORDER_STATUSES } from '@/lib/triggers/schemas';
import { useProblemText, useTriggerOrders, useTriggerWrite } from './use-triggers';

type Status = (typeof TRIGGER_ORDER_STATUSES)[number];
const SORTS = ['created', 'orderId', 'volume', 'status'] as const satisfies readonly SortBy[];

/**
 * The Orders screen's Trigger tab and the seller's orders to confirm (`status` PENDING, without
 * filters): trigger orders filtered by order number, product, status and date like spot orders,
 * sorted and paged. Sellers who may move orders along (`canAct`) confirm or cancel pending ones.
 */
export function TriggerOrders({ viewer, canAct, status }: { viewer: 'BUYER' | 'SELLER'; canAct: boolean; status?: Status }) {
  const t = useTranslations('triggers');
  const to = useTranslations('orders');
  const locale = useLocale();
  const { timeZone, decimals } = useBrand();
  const [state, dispatch] = useReducer(ordersReducer, status, (only) =>
    only ? ordersReducer(initialOrdersState(), { type: 'listFilter', key: 'orderStatusList', value: [only] }) : initialOrdersState(),
  );
  const orders = useTriggerOrders(historyQuery(state.request, viewer));
  const decide = useTriggerWrite(({ id, step }: { id: number; step: 'confirm' | 'cancel' }) =>
    apiFetch(`/api/triggers/orders/${id}/${step}`, { method: 'POST' }),
  );
  const problemText = useProblemText('technical_error');
  const data = orders.data;
  const options = data?.filterOptions;
  const { sortBy, sortType } = state.request;
  const actions = viewer === 'SELLER' && canAct;
  return (
    <section data-testid={status ? 'trigger-pending' : 'trigger-orders'}>
      {!status && (
        <div className={filters.filters}>
          <OrderIdFilter
            id="trigger-orderId"
            label={to('orderId')}
            value={state.filters.orderId}
            options={options?.orderIds ?? []}
            onApply={(value) => dispatch({ type: 'filter', key: 'orderId', value })}
          />
          <MultiSelect
            id="trigger-productList"
            label={to('product')}
            allLabel={to('all')}
            options={(options?.products ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
            value={state.filters.productList}
            onChange={(value) => dispatch({ type: 'listFilter', key: 'productList', value })}
          />
          <MultiSelect
            id="trigger-orderStatusList"
            label={t('status')}
            allLabel={to('all')}
            options={(options?.status ?? []).map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
            value={state.filters.orderStatusList}
            onChange={(value) => dispatch({ type: 'listFilter', key: 'orderStatusList', value })}
          />
          <DayRangeFilter
            id="trigger-created"
            labels={[to('createdFrom'), to('createdTo')]}
            noFuture
            onChange={(bound, value) => dispatch({ type: 'filter', key: `created${bound}`, value })}
          />
          <div>
            <label htmlFor="trigger-sort">{t('sortBy')}</label>
            <select
              id="trigger-sort"
              value={`${sortBy} ${sortType}`}
              onChange={(e) => {
                const [by, direction] = e.target.value.split(' ') as [SortBy, 'asc' | 'desc'];
                dispatch({ type: 'sort', sortBy: by, sortType: direction });
              }}
            >
              {SORTS.flatMap((by) =>
                (['desc', 'asc'] as const).map((direction) => (
                  <option key={`${by} ${direction}`} value={`${by} ${direction}`}>
                    {t(`sorts.${by}`)} {direction === 'asc' ? '▲' : '▼'}
                  </option>
                )),
              )}
            </select>
          </div>
        </div>
      )}
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
                  <td data-label={t('created')}>{formatDateTime(order.created, timeZone)}</td>
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
                  <td data-label={t('liftingPeriod')}>
                    {order.liftingPeriod}
                    {order.pickupStart && ` · ${t('pickupStart')} ${formatDay(order.pickupStart)}`}
                  </td>
                  <td data-label={t('status')}>{t(`statuses.${order.orderStatus}`)}</td>
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
