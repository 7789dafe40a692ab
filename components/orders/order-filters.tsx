'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type Dispatch } from 'react';
import { useBrand } from '@/components/providers/brand-context';
import { Button } from '@/components/ui/button';
import { MONEY_DECIMALS } from '@/lib/format/money';
import { formatNumber } from '@/lib/format/number';
import { parseNumberInput, styleForLocale } from '@/lib/format/number-input';
import { statusKey } from './status-key';
import type { HistoryFilterOptions } from './history-response';
import type { ListFilter, OrdersAction, OrdersState, RangeKey } from './orders-state';
import { MultiSelect } from '@/components/ui/multi-select';
import { DayRangeFilter, OrderIdFilter } from './filter-fields';
import { usePriceHeading } from './order-table';
import styles from './orders.module.css';

interface Props {
  state: OrdersState;
  dispatch: Dispatch<OrdersAction>;
  options: HistoryFilterOptions | null;
  viewer: 'BUYER' | 'SELLER';
}

/** The decimals a range is typed with: prices the brand's, volumes up to 3, money 2. */
const RANGE_DECIMALS: Partial<Record<RangeKey, number>> = { volume: 3, invoice: MONEY_DECIMALS };

/** Preset bounds of a range filter, shown with 2 decimals (platform-shell 4). */
function presets(options: HistoryFilterOptions | null, range: RangeKey, locale: string): [string, string] {
  const two = (value: string | null | undefined) => (value ? formatNumber(value, locale, { decimals: 2 }) : '');
  if (!options) return ['', ''];
  if (range === 'price') return [two(options.prices.minPrice), two(options.prices.maxPrice)];
  if (range === 'volume') return [two(options.volumes.minQuantity), two(options.volumes.maxQuantity)];
  return [two(options.invoices.invoiceMin), two(options.invoices.invoiceMax)];
}

/** The filters above the orders table; every change goes through the orders reducer. */
export function OrderFilters({ state, dispatch, options, viewer }: Props) {
  const t = useTranslations('orders');
  const ts = useTranslations('orderStatus');
  const locale = useLocale();
  const { decimals } = useBrand();
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
  const range = (key: RangeKey, label: string) => {
    const [minPreset, maxPreset] = presets(options, key, locale);
    const draft = state.draftRanges[key];
    const applied = state.request.ranges[key];
    // Typed as the reader writes numbers ("1.000,50", "1'000.50"), cleaned as typed, applied as plain decimals.
    const parse = (text: string) => parseNumberInput(text, { style: styleForLocale(locale), decimals: RANGE_DECIMALS[key] ?? decimals, allowNegative: false });
    const plain = (text: string) => parse(text).value?.toFixed() ?? '';
    return (
      <div>
        <label>{label}</label>
        <div className={styles.range}>
          <input
            aria-label={`${label} ${t('min')}`}
            inputMode="decimal"
            placeholder={minPreset}
            value={draft.min}
            onChange={(e) => dispatch({ type: 'rangeBound', range: key, bound: 'min', value: parse(e.target.value).display })}
          />
          <input
            aria-label={`${label} ${t('max')}`}
            inputMode="decimal"
            placeholder={maxPreset}
            value={draft.max}
            onChange={(e) => dispatch({ type: 'rangeBound', range: key, bound: 'max', value: parse(e.target.value).display })}
          />
        </div>
        <div className={styles.rangeButtons}>
          <Button
            variant="secondary"
            onClick={() => dispatch({ type: 'applyRange', range: key, value: { min: plain(draft.min), max: plain(draft.max) } })}
            disabled={!draft.min && !draft.max}
          >
            {t('apply')}
          </Button>
          {(applied.min || applied.max || draft.min || draft.max) && (
            <Button variant="secondary" onClick={() => dispatch({ type: 'clearRange', range: key })}>
              {t('clear')}
            </Button>
          )}
        </div>
      </div>
    );
  };
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
          (options?.status ?? []).map((s) => ({ value: s, label: ts(statusKey(s, viewer)) })),
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
