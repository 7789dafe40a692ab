'use client';

import { useLocale, useTranslations } from 'next-intl';
import { purchaseUnitName } from '@/lib/format/units';
import styles from './additives.module.css';
import type { AdditiveOffersDto } from './use-additives';

const SORTS = ['created', 'product', 'price', 'availability'] as const;

/** The query of the seller's additive list (platform-shell 7), as strings; empty means no filter. */
export interface AdditiveFilter {
  productIds: string;
  buyerIds: string;
  purchaseUnitList: string;
  minOfferAvailability: string;
  maxOfferAvailability: string;
  sortBy: string;
  sortType: string;
  pageNumber: string;
}

interface Props {
  filter: AdditiveFilter;
  options: AdditiveOffersDto['filterOptions'] | undefined;
  /** A changed filter shows its first page. */
  change: (values: Partial<AdditiveFilter>) => void;
}

/** The seller's filters: product, buyer, container, containers in stock from and to, and the sort. */
export function SellerAdditiveFilters({ filter, options, change }: Props) {
  const t = useTranslations('additives');
  const locale = useLocale();
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
  // Whole containers: digits only, so "1.000" typed the German way is 1000.
  const stock = (name: 'minOfferAvailability' | 'maxOfferAvailability') => (
    <label className={styles.field}>
      {t(name)}
      <input inputMode="numeric" value={filter[name]} onChange={(e) => change({ [name]: e.target.value.replace(/\D/g, '') })} />
    </label>
  );
  const named = (list: { id: number; name: string }[] | undefined) => (list ?? []).map((x) => ({ value: String(x.id), label: x.name }));
  return (
    <>
      {choose('productIds', t('product'), named(options?.products))}
      {choose('buyerIds', t('buyer'), named(options?.buyers))}
      {choose(
        'purchaseUnitList',
        t('container'),
        (options?.purchaseUnits ?? []).map((u) => ({ value: u, label: purchaseUnitName(u, locale) })),
      )}
      {stock('minOfferAvailability')}
      {stock('maxOfferAvailability')}
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
    </>
  );
}
