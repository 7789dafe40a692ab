'use client';

import { useTranslations } from 'next-intl';
import type { Dispatch } from 'react';
import { DayRangeFilter, OrderIdFilter, RangeFilter } from '@/components/orders/filter-fields';
import filters from '@/components/orders/orders.module.css';
import type { ListFilter, OrdersAction, OrdersState } from '@/components/orders/orders-state';
import { MultiSelect } from '@/components/ui/multi-select';
import type { TriggerOrdersDto } from './use-triggers';

/**
 * The Trigger tab's filters, those of spot orders that apply to trigger orders (platform-shell 4):
 * order number, product, terminal, the counterparty (a buyer's sellers, a seller's buyers),
 * status, date and volume range (the table's headings sort); every change goes through the orders reducer.
 */
export function TriggerFilters({
  state,
  dispatch,
  options,
  viewer,
}: {
  state: OrdersState;
  dispatch: Dispatch<OrdersAction>;
  options: TriggerOrdersDto['filterOptions'] | undefined;
  viewer: 'BUYER' | 'SELLER';
}) {
  const t = useTranslations('triggers');
  const to = useTranslations('orders');
  const select = (key: ListFilter, label: string, items: { value: string; label: string }[]) => (
    <MultiSelect
      id={`trigger-${key}`}
      label={label}
      allLabel={to('all')}
      options={items}
      value={state.filters[key]}
      onChange={(value) => dispatch({ type: 'listFilter', key, value })}
    />
  );
  const named = (list: { id: number; name: string }[] | undefined) => (list ?? []).map((x) => ({ value: String(x.id), label: x.name }));
  return (
    <div className={filters.filters}>
      <OrderIdFilter
        id="trigger-orderId"
        label={to('orderId')}
        value={state.filters.orderId}
        options={options?.orderIds ?? []}
        onApply={(value) => dispatch({ type: 'filter', key: 'orderId', value })}
      />
      {select('productList', to('product'), named(options?.products))}
      {select('terminalList', to('terminal'), named(options?.terminals))}
      {select('counterpartyList', viewer === 'BUYER' ? to('seller') : to('buyer'), named(viewer === 'BUYER' ? options?.sellers : options?.buyers))}
      {select(
        'orderStatusList',
        t('status'),
        (options?.status ?? []).map((s) => ({ value: s, label: t(`statuses.${s}`) })),
      )}
      <DayRangeFilter
        id="trigger-created"
        labels={[to('createdFrom'), to('createdTo')]}
        noFuture
        onChange={(bound, value) => dispatch({ type: 'filter', key: `created${bound}`, value })}
      />
      <RangeFilter
        range="volume"
        label={to('volume')}
        presets={[options?.volumes.minQuantity, options?.volumes.maxQuantity]}
        state={state}
        dispatch={dispatch}
      />
    </div>
  );
}
