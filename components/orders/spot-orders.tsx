'use client';

import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useCallback, useReducer, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { OrderAction } from '@/lib/orders/domain/order-status';
import type { HistoryRow } from './history-response';
import { useSavedSetting } from '@/components/settings/use-saved-setting';
import { DeclineDialog } from './decline-dialog';
import { OrderFilters } from './order-filters';
import { positiveId } from '@/lib/api/domain/positive-id';
import { OrderTable } from './order-table';
import { historyQuery, initialOrdersState, ordersReducer, type ProductType } from './orders-state';
import styles from './orders.module.css';
import { useNewestOrderRefresh, useOrderAction, useOrderHistory } from './use-order-history';

/** The Spot tab: fuel/additive switch, filters, table, pager, CSV export and the seller's status steps. */
export function SpotOrders({ viewer, canAct }: { viewer: 'BUYER' | 'SELLER'; canAct: boolean }) {
  const t = useTranslations('orders');
  const searchParams = useSearchParams();
  // /aviaten links a child's orders as ?shareholderList=<id>.
  const [state, dispatch] = useReducer(ordersReducer, searchParams.get('shareholderList'), (shareholder) => {
    const id = positiveId(shareholder);
    return id === null ? initialOrdersState() : ordersReducer(initialOrdersState(), { type: 'listFilter', key: 'shareholderList', value: [String(id)] });
  });
  // The table last chosen (selectedOrdersMarket) is restored before the first order list is asked for;
  // a child's orders from /aviaten are fuel orders, so the link keeps the fuel table.
  const ordersMarket = useSavedSetting('selectedOrdersMarket');
  const [restored, setRestored] = useState(false);
  if (ordersMarket.loaded && !restored) {
    setRestored(true);
    if (ordersMarket.value === 'additive' && state.filters.shareholderList.length === 0) dispatch({ type: 'productType', value: 'ADDITIVE' });
  }
  const query = historyQuery(state.request, viewer);
  const history = useOrderHistory(query, state.reloads, restored);
  const refresh = useCallback(() => dispatch({ type: 'refresh' }), []);
  useNewestOrderRefresh(history.isFetching, refresh);
  const action = useOrderAction();
  const [declining, setDeclining] = useState<HistoryRow | null>(null);
  const result = history.data;

  const act = (row: HistoryRow, step: OrderAction) => {
    if (step === 'decline') setDeclining(row);
    else action.mutate({ orderId: row._id, action: step });
  };
  const productType = state.request.productType;
  const typeSwitch = (value: ProductType, label: string) => (
    <label>
      <input
        type="radio"
        name="orders-product-type"
        checked={productType === value}
        onChange={() => {
          dispatch({ type: 'productType', value });
          ordersMarket.save(value === 'ADDITIVE' ? 'additive' : 'spot');
        }}
      />{' '}
      {label}
    </label>
  );

  return (
    <section>
      <div className={styles.toolbar}>
        <div className={styles.switch} role="radiogroup" aria-label={t('productType')}>
          {typeSwitch('FUEL', t('fuel'))}
          {typeSwitch('ADDITIVE', t('additive'))}
        </div>
        <a href={`/api/orderHistory/export.csv?${query}`} download>
          {t('exportCsv')}
        </a>
      </div>
      <OrderFilters key={productType} state={state} dispatch={dispatch} options={result?.filterOptions ?? null} viewer={viewer} />
      {result && !result.success && (
        <p className={styles.notice} role="alert">
          {t('loadFailed', { code: result.code })}
        </p>
      )}
      {action.isError && (
        <p className={styles.notice} role="alert">
          {t('actionFailed')}
        </p>
      )}
      {(history.isLoading || !restored) && <p>{t('loading')}</p>}
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
      {result && result.pageCount > 1 && (
        <nav className={styles.pager} aria-label={t('pager')}>
          <Button variant="secondary" disabled={state.page <= 1} onClick={() => dispatch({ type: 'page', value: state.page - 1 })}>
            {t('previous')}
          </Button>
          <span>{t('pageOf', { page: state.page, count: result.pageCount, total: result.total })}</span>
          <Button variant="secondary" disabled={state.page >= result.pageCount} onClick={() => dispatch({ type: 'page', value: state.page + 1 })}>
            {t('next')}
          </Button>
        </nav>
      )}
      <DeclineDialog
        orderId={declining?.orderId ?? null}
        busy={action.isPending}
        onClose={() => setDeclining(null)}
        onDecline={(note) => declining && action.mutate({ orderId: declining._id, action: 'decline', note }, { onSettled: () => setDeclining(null) })}
      />
    </section>
  );
}
