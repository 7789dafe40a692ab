'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useBrand } from '@/components/providers/brand-context';
import { Button } from '@/components/ui/button';
import table from '@/components/ui/data-table.module.css';
import { apiFetch } from '@/lib/api/fetch-client';
import { formatDateTime } from '@/lib/format/dates';
import { formatPrice, formatVolume } from '@/lib/format/number';
import { useTriggerOrders, useTriggerWrite } from './use-triggers';

const STATUSES = ['PENDING', 'CONFIRMED', 'CANCELLED'] as const;
const SORTS = ['created', 'orderId', 'volume', 'status'] as const;

/** The Orders screen's Trigger tab and the seller's orders to confirm: trigger orders with a status filter and pages; the seller confirms or cancels pending ones. */
export function TriggerOrders({ viewer, status }: { viewer: 'BUYER' | 'SELLER'; status?: (typeof STATUSES)[number] }) {
  const t = useTranslations('triggers');
  const locale = useLocale();
  const { timeZone, decimals } = useBrand();
  const [filter, setFilter] = useState<string>(status ?? '');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState('created desc');
  const [sortBy, sortType] = sort.split(' ');
  const orders = useTriggerOrders(new URLSearchParams({ pageNumber: String(page), sortBy, sortType, ...(filter && { orderStatusList: filter }) }).toString());
  const decide = useTriggerWrite(({ id, step }: { id: number; step: 'confirm' | 'cancel' }) =>
    apiFetch(`/api/triggers/orders/${id}/${step}`, { method: 'POST' }),
  );
  const data = orders.data;
  return (
    <section data-testid={status ? 'trigger-pending' : 'trigger-orders'}>
      {!status && (
        <label>
          {t('status')}{' '}
          <select value={filter} onChange={(e) => (setFilter(e.target.value), setPage(1))}>
            <option value="">{t('all')}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`statuses.${s}`)}
              </option>
            ))}
          </select>
        </label>
      )}{' '}
      <label>
        {t('sortBy')}{' '}
        <select value={sort} onChange={(e) => (setSort(e.target.value), setPage(1))}>
          {SORTS.flatMap((by) =>
            ['desc', 'asc'].map((direction) => (
              <option key={`${by} ${direction}`} value={`${by} ${direction}`}>
                {t(`sorts.${by}`)} {direction === 'asc' ? '▲' : '▼'}
              </option>
            )),
          )}
        </select>
      </label>
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
                <th scope="col">{t('status')}</th>
                {viewer === 'SELLER' && <th scope="col">{t('actions')}</th>}
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
                  <td data-label={t('status')}>{t(`statuses.${order.orderStatus as (typeof STATUSES)[number]}`)}</td>
                  {viewer === 'SELLER' && (
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
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('previous')}
          </Button>{' '}
          {t('pageOf', { page, count: data.metadata.pageCount })}{' '}
          <Button variant="secondary" disabled={page >= data.metadata.pageCount} onClick={() => setPage(page + 1)}>
            {t('next')}
          </Button>
        </p>
      )}
    </section>
  );
}
