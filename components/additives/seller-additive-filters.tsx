'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { purchaseUnitName } from '@/lib/format/units';
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
    <Select label={label} value={filter[name]} onChange={(value) => change({ [name]: value })} placeholder={t('all')} options={values} />
  );
  // Whole containers: digits only, so "1.000" typed the German way is 1000.
  const stock = (name: 'minOfferAvailability' | 'maxOfferAvailability') => (
    <TextField label={t(name)} inputMode="numeric" value={filter[name]} onChange={(value) => change({ [name]: value.replace(/\D/g, '') })} />
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
      <Select
        label={t('sortBy')}
        value={`${filter.sortBy} ${filter.sortType}`}
        onChange={(value) => {
          const [sortBy, sortType] = value.split(' ');
          change({ sortBy, sortType });
        }}
        options={SORTS.flatMap((sort) =>
          ['asc', 'desc'].map((direction) => ({ value: `${sort} ${direction}`, label: `${t(`sorts.${sort}`)} ${direction === 'asc' ? '▲' : '▼'}` })),
        )}
      />
    </>
  );
}
