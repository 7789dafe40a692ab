'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useBrand } from '@/components/providers/brand-context';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { apiFetch } from '@/lib/api/fetch-client';
import { formatMoney } from '@/lib/format/money';
import { AdditiveOfferForm } from './additive-offer-form';
import { CollectReturns } from './collect-returns';
import table from '@/components/ui/data-table.module.css';
import styles from './additives.module.css';
import { useAdditiveOffers, useAdditiveWrite, type AdditiveOfferDto } from './use-additives';

const SORTS = ['created', 'product', 'price', 'availability'] as const;

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

/** The additive seller's offers (platform-shell 2, 4): filter, sort, pause or activate, clone, delete, create. */
export function SellerAdditives() {
  const t = useTranslations('additives');
  const locale = useLocale();
  const { currency } = useBrand();
  const [filter, setFilter] = useState({
    productIds: '',
    buyerIds: '',
    purchaseUnitList: '',
    minOfferAvailability: '',
    maxOfferAvailability: '',
    sortBy: 'created',
    sortType: 'desc',
    pageNumber: '1',
  });
  const offers = useAdditiveOffers(new URLSearchParams(Object.entries(filter).filter(([, v]) => v !== '')).toString());
  // null: the form is closed; 'new' or the offer to change.
  const [editing, setEditing] = useState<AdditiveOfferDto | 'new' | null>(null);
  const change = (values: Partial<typeof filter>) => setFilter({ ...filter, pageNumber: '1', ...values });
  const metadata = offers.data?.metadata;
  const [removing, setRemoving] = useState<AdditiveOfferDto | null>(null);
  const setStatus = useAdditiveWrite((body: { offerId: number; status_type_id: string }) => apiFetch('/api/offer/additive/edit', { method: 'PUT', body }));
  const clone = useAdditiveWrite((body: object) => apiFetch('/api/offer/additive', { method: 'POST', body, idempotent: true }));
  const options = offers.data?.filterOptions;
  const choose = (name: 'productIds' | 'buyerIds' | 'purchaseUnitList', label: string, values: { value: string; label: string }[]) => (
    <label className={styles.field}>
      {label}
      <select value={filter[name]} onChange={(e) => change({ [name]: e.target.value })}>
        <option value="">{t('all')}</option>
        {values.map((v) => (
          <option key={v.value} value={v.value}>
            {v.label}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <section className={styles.seller} data-testid="seller-additives">
      <div className={styles.form}>
        {choose(
          'productIds',
          t('product'),
          (options?.products ?? []).map((p) => ({ value: String(p.id), label: p.name })),
        )}
        {choose(
          'purchaseUnitList',
          t('container'),
          (options?.purchaseUnits ?? []).map((u) => ({ value: u, label: u })),
        )}
        <label className={styles.field}>
          {t('sortBy')}
          <select
            value={`${filter.sortBy} ${filter.sortType}`}
            onChange={(e) => {
              const [sortBy, sortType] = e.target.value.split(' ');
              change({ sortBy, sortType });
            }}
          >
            {SORTS.flatMap((sort) =>
              ['asc', 'desc'].map((direction) => (
                <option key={`${sort} ${direction}`} value={`${sort} ${direction}`}>
                  {t(`sorts.${sort}`)} {direction === 'asc' ? '▲' : '▼'}
                </option>
              )),
            )}
          </select>
        </label>
        <Button onClick={() => setEditing('new')}>{t('create')}</Button>
      </div>
      {offers.isError && <p role="alert">{t('loadFailed')}</p>}
      {offers.data?.offers.length === 0 && <p>{t('noOffers')}</p>}
      {!!offers.data?.offers.length && (
        <div className={table.tableWrap}>
          <table className={table.table}>
            <thead>
              <tr>
                <th scope="col">{t('product')}</th>
                <th scope="col">{t('container')}</th>
                <th scope="col">{t('unitPrice')}</th>
                <th scope="col">{t('stock')}</th>
                <th scope="col">{t('range')}</th>
                <th scope="col">{t('status')}</th>
                <th scope="col">{t('actions')}</th>
              </tr>
            </thead>
            <tbody>
              {offers.data.offers.map((row) => (
                <tr key={row._id} data-testid="seller-additive" data-offer-id={row._id}>
                  <td data-label={t('product')}>{row.offer.product}</td>
                  <td data-label={t('container')}>{row.offer.purchaseUnit}</td>
                  <td data-label={t('unitPrice')} className={table.num}>
                    {formatMoney(row.offer.unitPrice, { currency, locale })}
                  </td>
                  <td data-label={t('stock')} className={table.num}>
                    {row.offer.unitStock}
                  </td>
                  <td data-label={t('range')}>{t('rangeValue', { min: row.offer.minUnits, max: row.offer.maxUnits })}</td>
                  <td data-label={t('status')}>{t(`statuses.${row.status_type_id as 'ACTIVE' | 'PAUSED'}`)}</td>
                  <td data-label={t('actions')}>
                    <div className={styles.actions}>
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
                      <Button variant="secondary" disabled={clone.isPending} onClick={() => clone.mutate(cloneOf(row))}>
                        {t('clone')}
                      </Button>
                      <Button variant="danger" onClick={() => setRemoving(row)}>
                        {t('remove')}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <CollectReturns />
      {metadata && metadata.pageCount > 1 && (
        <nav className={styles.actions} aria-label={t('pages')}>
          <Button variant="secondary" disabled={metadata.pageNumber <= 1} onClick={() => setFilter({ ...filter, pageNumber: String(metadata.pageNumber - 1) })}>
            {t('previous')}
          </Button>
          <span>{t('pageOf', { page: metadata.pageNumber, count: metadata.pageCount })}</span>
          <Button
            variant="secondary"
            disabled={metadata.pageNumber >= metadata.pageCount}
            onClick={() => setFilter({ ...filter, pageNumber: String(metadata.pageNumber + 1) })}
          >
            {t('next')}
          </Button>
        </nav>
      )}
      {editing && <AdditiveOfferForm offer={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
      <Modal
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
      </Modal>
    </section>
  );
}
