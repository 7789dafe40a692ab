'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useReducer, useState } from 'react';
import { Pager } from '@/components/ui/pager';
import { RadioGroup } from '@/components/ui/choice';
import { useNotice } from '@/components/ui/notice';
import { useOpenedOnce } from '@/components/ui/use-opened-once';
import { formatEntered } from '@/lib/format/number';
import type { OrderAction } from '@/lib/orders/domain/order-status';
import type { HistoryRow } from './history-response';
import { useSavedSetting } from '@/components/settings/use-saved-setting';
import type { SettingValues } from '@/lib/settings/schemas';
import { OrderFilters } from './order-filters';
import { OrderTable } from './order-table';
import { historyQuery, ORDERS_LIST_KEY, ordersReducer, stateFromQuery, type OrdersState, type ProductType, type Range, type RangeKey } from './orders-state';
import styles from './orders.module.css';
import { useNewestOrderRefresh, useOrderAction, useOrderHistory } from './use-order-history';
import { PlainLink } from '@/components/ui/plain-link';

// Loaded when the seller first confirms or declines: most visits of the list do neither.
const OrderStepDialogs = lazy(() => import('./order-step-dialogs').then((m) => ({ default: m.OrderStepDialogs })));

/** The Spot tab: fuel/additive switch, filters, table, pager, CSV export and the seller's status steps. */
export function SpotOrders({
  viewer,
  canAct,
  savedMarket,
}: {
  viewer: 'BUYER' | 'SELLER';
  canAct: boolean;
  savedMarket?: SettingValues['selectedOrdersMarket'] | null;
}) {
  const t = useTranslations('orders');
  const locale = useLocale();
  const searchParams = useSearchParams();
  // The list's filters, sort and page live in the page's address (historyQuery's keys), so that
  // they are there again after an order's detail; /aviaten links a child's orders as ?shareholderList=<id>.
  const [state, dispatch] = useReducer(ordersReducer, searchParams, (params): OrdersState => {
    const state = stateFromQuery(params, viewer);
    // A range in the address is a plain decimal; its field shows it as the reader writes numbers.
    const shown = (text: string) => (text && !Number.isNaN(Number(text)) ? formatEntered(text, locale) : '');
    const draftRanges = Object.fromEntries(
      Object.entries(state.draftRanges).map(([key, range]) => [key, { min: shown(range.min), max: shown(range.max) }]),
    ) as Record<RangeKey, Range>;
    return { ...state, draftRanges };
  });
  // Without a table in the address, the table last chosen (selectedOrdersMarket) is restored before
  // the first order list is asked for; a child's orders from /aviaten are fuel orders.
  const ordersMarket = useSavedSetting('selectedOrdersMarket', savedMarket);
  const [restored, setRestored] = useState(searchParams.has('productType'));
  if (ordersMarket.loaded && !restored) {
    setRestored(true);
    if (ordersMarket.value === 'additive' && state.filters.shareholderList.length === 0) dispatch({ type: 'productType', value: 'ADDITIVE' });
  }
  const query = historyQuery(state.request, viewer);
  useEffect(() => {
    if (!restored) return;
    window.history.replaceState(window.history.state, '', `?${query}`);
    sessionStorage.setItem(ORDERS_LIST_KEY, `/orders?${query}`);
  }, [query, restored]);
  const history = useOrderHistory(query, state.reloads, restored);
  const refresh = useCallback(() => dispatch({ type: 'refresh' }), []);
  useNewestOrderRefresh(history.isFetching, refresh);
  const action = useOrderAction();
  const notice = useNotice();
  const [declining, setDeclining] = useState<HistoryRow | null>(null);
  const [confirming, setConfirming] = useState<HistoryRow | null>(null);
  const asked = useOpenedOnce(confirming !== null || declining !== null);
  // The table is drawn in React's background pass, in slices between which the page still answers
  // input, rather than in one long task when the page arrives.
  const result = useDeferredValue(history.data);

  const step = (row: HistoryRow, step: OrderAction, note?: string) =>
    action.mutate(
      { orderId: row._id, action: step, note },
      { onSuccess: () => notice.saved(t(`done_${step}`, { orderId: row.orderId })), onError: notice.failed },
    );
  // Confirming binds the seller and declining ends the order: both ask first.
  const act = (row: HistoryRow, action: OrderAction) => {
    if (action === 'decline') setDeclining(row);
    else if (action === 'confirm') setConfirming(row);
    else step(row, action);
  };
  const productType = state.request.productType;

  return (
    <section>
      <div className={styles.toolbar}>
        <RadioGroup<ProductType>
          legend={t('productType')}
          inline
          value={productType}
          options={[
            { value: 'FUEL', label: t('fuel') },
            { value: 'ADDITIVE', label: t('additive') },
          ]}
          onChange={(value) => {
            dispatch({ type: 'productType', value });
            ordersMarket.save(value === 'ADDITIVE' ? 'additive' : 'spot');
          }}
        />
        <PlainLink href={`/api/orderHistory/export.csv?${query}`} download>
          {t('exportCsv')}
        </PlainLink>
      </div>
      <OrderFilters key={productType} state={state} dispatch={dispatch} options={result?.filterOptions ?? null} viewer={viewer} />
      {result && !result.success && (
        <p className={styles.notice} role="alert">
          {t('loadFailed', { code: result.code })}
        </p>
      )}
      {!result && <p>{t('loading')}</p>}
      {result && (
        <OrderTable
          rows={result.orders}
          request={state.request}
          viewer={viewer}
          canAct={canAct}
          dispatch={dispatch}
          busyId={action.isPending ? (action.variables?.orderId ?? null) : null}
          onAction={act}
        />
      )}
      {result && (
        <Pager
          page={state.page}
          pageSize={state.request.pageSize}
          total={result.total}
          onPage={(page) => dispatch({ type: 'page', value: page })}
          holds={(total) => t('ordersTotal', { total })}
        />
      )}
      {asked && (
        <Suspense fallback={null}>
          <OrderStepDialogs
            confirming={confirming}
            declining={declining}
            busy={action.isPending}
            onClose={() => {
              setConfirming(null);
              setDeclining(null);
            }}
            onConfirm={(row) => {
              step(row, 'confirm');
              setConfirming(null);
            }}
            onDecline={(row, note) => {
              step(row, 'decline', note);
              setDeclining(null);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
