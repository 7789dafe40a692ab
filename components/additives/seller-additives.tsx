'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useBrand } from '@/components/providers/brand-context';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { Dialog } from '@/components/ui/dialog';
import { Pager } from '@/components/ui/pager';
import { useMessage } from '@/components/auth/use-message';
import { apiFetch, ApiError } from '@/lib/api/fetch-client';
import { formatMoney } from '@/lib/format/money';
import { formatNumber } from '@/lib/format/number';
import { containerName } from '@/lib/format/units';
import { AdditiveOfferForm, type CopyOf } from './additive-offer-form';
import { CollectReturns } from './collect-returns';
import { SellerAdditiveFilters } from './seller-additive-filters';
import styles from './additives.module.css';
import { useAdditiveWrite, type AdditiveOfferDto } from './use-additives';
import { useSellerAdditiveList } from './use-seller-additive-list';

/** The offer body of a listed offer, for its clone (platform-shell 7: the same offer, PAUSED). */
const cloneOf = ({ offer }: AdditiveOfferDto) => ({
  productId: offer.productId,
  terminalId: offer.terminal.id,
  unitLabel: offer.unitLabel,
  unitLitres: offer.unitLitres,
  unitPrice: offer.unitPrice,
  unitStock: offer.unitStock,
  minUnits: offer.minUnits,
  maxUnits: offer.maxUnits,
  startsAt: offer.startsAt,
  endsAt: offer.endsAt,
  buyerIds: offer.buyers?.map((b) => b.id) ?? [],
  status_type_id: 'PAUSED',
});

/**
 * The additive seller's offers (platform-shell 2, 4): filter, sort, pause or activate, clone,
 * delete, create. A failed load empties the list, resets the pager to page 1 and names the status
 * code until the seller asks again (platform-shell 8, useSellerAdditiveList); a failed write says why.
 */
export function SellerAdditives() {
  const t = useTranslations('additives');
  const message = useMessage();
  const locale = useLocale();
  const { currency } = useBrand();
  const { filter, failure, list, change, goTo, retry } = useSellerAdditiveList();
  // null: the form is closed; 'new' or the offer to change.
  const [editing, setEditing] = useState<AdditiveOfferDto | 'new' | null>(null);
  const metadata = list?.metadata;
  const [removing, setRemoving] = useState<AdditiveOfferDto | null>(null);
  const setStatus = useAdditiveWrite((body: { offerId: number; status_type_id: string }) => apiFetch('/api/offer/additive/edit', { method: 'PUT', body }));
  const clone = useAdditiveWrite((body: object) => apiFetch('/api/offer/additive', { method: 'POST', body, idempotent: true }));
  // A clone the server refuses field by field opens as a copy to complete, with those fields marked.
  const [copying, setCopying] = useState<CopyOf | null>(null);
  const cloneRow = (row: AdditiveOfferDto) => {
    // Sold out: the copy needs a stock of its own before it can be saved.
    if (row.offer.unitStock < 1) {
      setCopying({ offer: row, fields: { unitStock: 'unit_stock_required' } });
      return;
    }
    clone.mutate(cloneOf(row), {
      onError: (error) => {
        const fields = error instanceof ApiError ? error.problem.fields : undefined;
        if (fields && Object.keys(fields).length) setCopying({ offer: row, fields });
      },
    });
  };
  const cloneFailed = clone.error instanceof ApiError && Object.keys(clone.error.problem.fields ?? {}).length ? null : clone.error;
  const failed = setStatus.error ?? cloneFailed;
  // Not sortable here: the server sorts and pages the list (the filters' sort).
  const columns: Column<AdditiveOfferDto>[] = [
    { id: 'product', header: t('product'), cell: (row) => row.offer.product },
    { id: 'container', header: t('container'), cell: (row) => containerName(row.offer, locale) },
    { id: 'unitPrice', header: t('unitPrice'), numeric: true, cell: (row) => formatMoney(row.offer.unitPrice, { currency, locale }) },
    { id: 'stock', header: t('stock'), numeric: true, cell: (row) => formatNumber(row.offer.unitStock, locale, { decimals: 0 }) },
    { id: 'range', header: t('range'), cell: (row) => t('rangeValue', { min: row.offer.minUnits, max: row.offer.maxUnits }) },
    {
      id: 'status',
      header: t('status'),
      cell: (row) => <span data-testid="additive-status">{t(`statuses.${row.status_type_id as 'ACTIVE' | 'PAUSED'}`)}</span>,
    },
  ];
  return (
    <section className={styles.seller} data-testid="seller-additives">
      <div className={styles.form}>
        <SellerAdditiveFilters filter={filter} options={list?.filterOptions} change={change} />
        <Button onClick={() => setEditing('new')}>{t('create')}</Button>
      </div>
      {failure && (
        <p role="alert" data-testid="additive-list-error">
          {failure.status === null ? t('loadFailed') : t('loadFailedStatus', { status: failure.status })}{' '}
          <Button variant="link" onClick={retry}>
            {t('retry')}
          </Button>
        </p>
      )}
      {failed && (
        <p role="alert" className={styles.fieldError} data-testid="additive-write-error">
          {message(failed instanceof ApiError ? failed.problem.message : 'technical_error')}
        </p>
      )}
      {list && (
        <DataTable
          label={t('sellerTableLabel')}
          rows={list.offers}
          columns={columns}
          rowKey={(row) => row._id}
          rowAttributes={(row) => ({ 'data-testid': 'seller-additive', 'data-offer-id': row._id })}
          actionsHeader={t('actions')}
          actions={(row) => (
            <>
              <Button
                variant="secondary"
                disabled={setStatus.isPending}
                onClick={() => setStatus.mutate({ offerId: row._id, status_type_id: row.enabled ? 'PAUSED' : 'ACTIVE' })}
              >
                {row.enabled ? t('pause') : t('activate')}
              </Button>
              <Button variant="secondary" onClick={() => setEditing(row)}>
                {t('edit')}
              </Button>
              <Button variant="secondary" disabled={clone.isPending} onClick={() => cloneRow(row)}>
                {t('clone')}
              </Button>
              <Button variant="danger" onClick={() => setRemoving(row)}>
                {t('remove')}
              </Button>
            </>
          )}
          empty={<p>{t('noOffers')}</p>}
        />
      )}
      <CollectReturns />
      {metadata && <Pager page={metadata.pageNumber} pageSize={metadata.pageLimit} total={metadata.total} onPage={goTo} />}
      {editing && <AdditiveOfferForm offer={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
      {copying && (
        <AdditiveOfferForm
          copyOf={copying}
          onClose={() => {
            setCopying(null);
            clone.reset();
          }}
        />
      )}
      <Dialog
        open={removing !== null}
        title={t('removeTitle')}
        onClose={() => setRemoving(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setRemoving(null)}>
              {t('cancel')}
            </Button>
            <Button
              variant="danger"
              onClick={() => removing && setStatus.mutate({ offerId: removing._id, status_type_id: 'REMOVED' }, { onSettled: () => setRemoving(null) })}
            >
              {t('remove')}
            </Button>
          </>
        }
      >
        <p>{t('removeQuestion', { product: removing?.offer.product ?? '' })}</p>
      </Dialog>
    </section>
  );
}
