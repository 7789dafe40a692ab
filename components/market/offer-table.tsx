'use client';

import { useTranslations } from 'next-intl';
import { useBrand } from '@/components/providers/brand-context';
import { priceUnitLabel } from '@/lib/format/units';
import type { MarketOfferDto } from '@/lib/market/to-market-offer';
import styles from './marketplace.module.css';
import { OfferRow } from './offer-row';

/** The offers of the market; below 768 px the rows turn into cards (marketplace.module.css). */
export function OfferTable({ offers, buyable, marketOpen = true }: { offers: MarketOfferDto[]; buyable: boolean; marketOpen?: boolean }) {
  const t = useTranslations('market');
  const { currency } = useBrand();
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-label={t('offers')}>
        <thead>
          <tr>
            <th scope="col">{t('product')}</th>
            <th scope="col">{t('terminal')}</th>
            <th scope="col">{t('region')}</th>
            <th scope="col">{t('seller')}</th>
            <th scope="col" className={styles.number}>
              {t('price', { unit: priceUnitLabel(currency) })}
            </th>
            <th scope="col" className={styles.number}>
              {t('orderRange')}
            </th>
            <th scope="col" className={styles.number}>
              {t('available')}
            </th>
            <th scope="col">{t('availability')}</th>
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
