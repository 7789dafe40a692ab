'use client';

import { useTranslations } from 'next-intl';
import { useBrand } from '@/components/providers/brand-context';
import { priceUnitLabel } from '@/lib/format/units';
import type { MarketSortField } from '@/lib/market/schemas';
import type { MarketOfferDto } from '@/lib/market/to-market-offer';
import styles from './marketplace.module.css';
import { OfferRow } from './offer-row';
import type { MarketSort } from './offers-query';
import { SortHeader } from './sort-header';

/** The offers of the market; below 768 px the rows turn into cards (marketplace.module.css). */
export function OfferTable({
  offers,
  buyable,
  marketOpen = true,
  sort,
  onSort,
}: {
  offers: MarketOfferDto[];
  buyable: boolean;
  marketOpen?: boolean;
  sort: MarketSort;
  onSort: (field: MarketSortField) => void;
}) {
  const t = useTranslations('market');
  const { currency } = useBrand();
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-label={t('offers')}>
        <thead>
          <tr>
            <SortHeader field="product" sort={sort} onSort={onSort}>
              {t('product')}
            </SortHeader>
            <SortHeader field="terminal" sort={sort} onSort={onSort}>
              {t('terminal')}
            </SortHeader>
            <SortHeader field="region" sort={sort} onSort={onSort}>
              {t('region')}
            </SortHeader>
            <SortHeader field="seller" sort={sort} onSort={onSort}>
              {t('seller')}
            </SortHeader>
            <SortHeader field="price" sort={sort} onSort={onSort} className={styles.number}>
              {t('price', { unit: priceUnitLabel(currency) })}
            </SortHeader>
            <SortHeader field="orderRange" sort={sort} onSort={onSort} className={styles.number}>
              {t('orderRange')}
            </SortHeader>
            <SortHeader field="volume" sort={sort} onSort={onSort} className={styles.number}>
              {t('available')}
            </SortHeader>
            <SortHeader field="availability" sort={sort} onSort={onSort}>
              {t('availability')}
            </SortHeader>
            <th scope="col">
              <span className={styles.visuallyHidden}>{t('addToBasket')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {offers.map((offer) => (
            // Outside trading hours only fixed prices are traded: a live-priced offer gets no basket.
            <OfferRow key={offer._id} offer={offer} buyable={buyable && (marketOpen || offer.priceType === 'FIXED')} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
