'use client';

import { useTranslations } from 'next-intl';
import { useState, type Dispatch } from 'react';
import { Button } from '@/components/ui/button';
import { orderStatusKey } from '@/lib/format/status-labels';
import type { HistoryFilterOptions } from './history-response';
import type { ListFilter, OrdersAction, OrdersState, RangeKey } from './orders-state';
import { MultiSelect } from '@/components/ui/multi-select';
import { DayRangeFilter, OrderIdFilter, RangeFilter } from './filter-fields';
import { usePriceHeading } from './order-table';
import styles from './orders.module.css';

interface Props {
  state: OrdersState;
  dispatch: Dispatch<OrdersAction>;
  options: HistoryFilterOptions | null;
  viewer: 'BUYER' | 'SELLER';
}

/** Preset bounds of a range filter: the least and the most of the caller's orders. */
function presets(options: HistoryFilterOptions | null, range: RangeKey): [string | null, string | null] {
  if (!options) return [null, null];
  if (range === 'price') return [options.prices.minPrice, options.prices.maxPrice];
  if (range === 'volume') return [options.volumes.minQuantity, options.volumes.maxQuantity];
  return [options.invoices.invoiceMin, options.invoices.invoiceMax];
}

/** The filters above the orders table; every change goes through the orders reducer. */
export function OrderFilters({ state, dispatch, options, viewer }: Props) {
  const t = useTranslations('orders');
  const ts = useTranslations('orderStatus');
  const priceHeading = usePriceHeading(state.request.productType);
  const [open, setOpen] = useState(false);
  const select = (key: ListFilter, label: string, items: { value: string; label: string }[]) => (
    <MultiSelect
      id={`orders-${key}`}
      label={label}
      allLabel={t('all')}
      options={items}
      value={state.filters[key]}
      onChange={(value) => dispatch({ type: 'listFilter', key, value })}
    />
  );
  const range = (key: RangeKey, label: string) => <RangeFilter range={key} label={label} presets={presets(options, key)} state={state} dispatch={dispatch} />;
  const counterparties = viewer === 'BUYER' ? options?.sellers : options?.buyers;
  return (
    <>
      {/* Phones show the filters on demand, so the first order is on the first screen. */}
      <Button variant="secondary" className={styles.filterToggle} aria-expanded={open} aria-controls="orders-filters" onClick={() => setOpen(!open)}>
        {t(open ? 'hideFilters' : 'showFilters')}
      </Button>
      <div id="orders-filters" className={`${styles.filters} ${open ? '' : styles.collapsed}`}>
        <OrderIdFilter
          id="orders-orderId"
          label={t('orderId')}
          value={state.filters.orderId}
          options={options?.orderIds ?? []}
          onApply={(value) => dispatch({ type: 'filter', key: 'orderId', value })}
        />
        {select(
          'productList',
          t('product'),
          (options?.products ?? []).map((p) => ({ value: String(p.id), label: p.name })),
        )}
        {select(
          'terminalList',
          t('terminal'),
          (options?.terminals ?? []).map((p) => ({ value: String(p.id), label: p.name })),
        )}
        {select(
          'counterpartyList',
          viewer === 'BUYER' ? t('seller') : t('buyer'),
          (counterparties ?? []).map((p) => ({ value: String(p.id), label: p.name })),
        )}
        {options?.shareholders?.length && state.request.productType === 'FUEL'
          ? select(
              'shareholderList',
              t('shareholder'),
              options.shareholders.map((a) => ({ value: String(a.id), label: a.name })),
            )
          : null}
        {select(
          'orderStatusList',
          t('status'),
          (options?.status ?? []).map((s) => ({ value: s, label: ts(orderStatusKey(s, viewer)) })),
        )}
        {(options?.deliveryAddress.length ?? 0) > 0 &&
          select(
            'deliveryAddressList',
            t('deliveryAddress'),
            options!.deliveryAddress.map((a) => ({ value: String(a.id), label: `${a.street}, ${a.postCode} ${a.city ?? ''}`.trim() })),
          )}
        {state.request.productType === 'ADDITIVE' && select('purchaseUnitList', t('purchaseUnit'), options?.purchaseUnits ?? [])}
        <DayRangeFilter
          id="orders-created"
          labels={[t('createdFrom'), t('createdTo')]}
          noFuture
          onChange={(bound, value) => dispatch({ type: 'filter', key: `created${bound}`, value })}
        />
        <DayRangeFilter
          id="orders-collection"
          labels={[t('collectionFrom'), t('collectionTo')]}
          onChange={(bound, value) => dispatch({ type: 'filter', key: `collection${bound}`, value })}
        />
        {range('price', priceHeading)}
        {range('volume', t('volume'))}
        {range('invoice', t('total'))}
      </div>
    </>
  );
}
