'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Select } from '@/components/ui/select';
import { Button } from '@/components/ui/button';
import { MARKET_SORT_FIELDS } from '@/lib/market/domain/market-list';
import styles from './marketplace.module.css';
import { EMPTY_FILTERS, type MarketFilterState } from './offers-query';

type Option = { id: number; name: string };

interface Props {
  state: MarketFilterState;
  onChange: (state: MarketFilterState) => void;
  products: Option[];
  terminals: Option[];
  regions: Option[];
  deliveryAddresses: { _id: number; address: { street: string; postCode: string; city: string } }[];
  favourites: { _id: number; name: string }[];
  onManageFavourites: () => void;
}

const options = (list: Option[]) => list.map((o) => ({ value: String(o.id), label: o.name }));

/** The market's filters (product, terminal, region, delivery address, favourite market), and on a phone its sorting. */
export function MarketFilters({ state, onChange, products, terminals, regions, deliveryAddresses, favourites, onManageFavourites }: Props) {
  const t = useTranslations('market');
  const [open, setOpen] = useState(false);
  const set = (key: keyof MarketFilterState) => (value: string) => onChange({ ...state, [key]: value });
  return (
    <>
      {/* Phones show the filters on demand, so the offers come first. */}
      <Button variant="secondary" className={styles.filterToggle} aria-expanded={open} aria-controls="market-filters" onClick={() => setOpen(!open)}>
        {t(open ? 'hideFilters' : 'showFilters')}
      </Button>
      <form id="market-filters" className={`${styles.filters} ${open ? '' : styles.collapsed}`} aria-label={t('filters')} onSubmit={(e) => e.preventDefault()}>
        <Select label={t('product')} value={state.productId} onChange={set('productId')} placeholder={t('all')} options={options(products)} />
        <Select label={t('terminal')} value={state.terminalId} onChange={set('terminalId')} placeholder={t('all')} options={options(terminals)} />
        <Select label={t('region')} value={state.regionId} onChange={set('regionId')} placeholder={t('all')} options={options(regions)} />
        <Select
          label={t('deliveryAddress')}
          value={state.deliveryAddressId}
          onChange={set('deliveryAddressId')}
          placeholder={t('firstAddress')}
          options={deliveryAddresses.map((l) => ({ value: String(l._id), label: `${l.address.street}, ${l.address.postCode} ${l.address.city}`.trim() }))}
        />
        <Select
          label={t('favourite')}
          value={state.favouriteId}
          onChange={set('favouriteId')}
          placeholder={t('noFavourite')}
          options={favourites.map((f) => ({ value: String(f._id), label: f.name }))}
        />
        <div className={styles.sortChoice}>
          <Select
            label={t('sortBy')}
            value={state.sortBy}
            onChange={set('sortBy')}
            placeholder={t('sortDefault')}
            options={MARKET_SORT_FIELDS.map((field) => ({ value: field, label: t(`sort.${field}`) }))}
          />
          <Select
            label={t('sortType')}
            value={state.sortType}
            onChange={set('sortType')}
            options={[
              { value: 'asc', label: t('asc') },
              { value: 'desc', label: t('desc') },
            ]}
          />
        </div>
        <div className={styles.filterActions}>
          <Button variant="link" onClick={onManageFavourites}>
            {t('manageFavourites')}
          </Button>
          <Button variant="link" onClick={() => onChange({ ...EMPTY_FILTERS, deliveryAddressId: state.deliveryAddressId })}>
            {t('resetFilters')}
          </Button>
        </div>
      </form>
    </>
  );
}
