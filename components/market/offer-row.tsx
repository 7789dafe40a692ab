'use client';

import Decimal from 'decimal.js';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useBrand } from '@/components/providers/brand-context';
import { Button } from '@/components/ui/button';
import { NumberInput } from '@/components/ui/number-input';
import { formatDate, startOfDayIso } from '@/lib/format/dates';
import { priceUnitLabel } from '@/lib/format/units';
import { formatMoney } from '@/lib/format/money';
import { formatPrice, formatVolume, VOLUME_INPUT_DECIMALS } from '@/lib/format/number';
import type { MarketOfferDto } from '@/lib/market/to-market-offer';
import styles from './marketplace.module.css';
import { basketPath } from './offers-query';
import { PriceChange } from './price-change';

/** Prices are per 100 litres at 15 °C; quantities in cbm of 1,000 litres. */
const LITRES_PER_CBM = 1000;

/** One offer of the market: a table row on larger screens, a card on phones (labels from data-label). */
/**
 * `buyable` is false while a parent looks at a child account's market: those prices are the
 * child's, and only the child's own users order at them.
 */
export function OfferRow({ offer, buyable }: { offer: MarketOfferDto; buyable: boolean }) {
  const t = useTranslations('market');
  const tc = useTranslations('common');
  const locale = useLocale();
  const brand = useBrand();
  const router = useRouter();
  const [quantity, setQuantity] = useState<Decimal | null>(() => new Decimal(offer.selectedQuantity));
  const [error, setError] = useState<string | null>(null);
  const volume = (value: string) => formatVolume(value, locale);
  const min = new Decimal(offer.minimumOrderQuantity);
  const max = new Decimal(offer.maximumOrderQuantity);
  const range = t('quantityRange', { min: volume(offer.minimumOrderQuantity), max: volume(offer.maximumOrderQuantity) });
  const { offerAvailability: availability, overrides } = offer;
  // Collection dates are calendar days ("2026-03-05"), shown as the brand's zone counts them.
  const day = (calendarDay: string) => formatDate(startOfDayIso(calendarDay, brand.timeZone), brand.timeZone, locale);
  const collection = overrides.current ?? overrides.original;
  const collectionPeriod =
    offer.liftingPeriod?.name ??
    (collection.collectionStartDate && collection.collectionEndDate ? `${day(collection.collectionStartDate)} – ${day(collection.collectionEndDate)}` : null);

  function addToBasket() {
    if (!quantity || quantity.lessThan(min) || quantity.greaterThan(max)) {
      setError(range);
      return;
    }
    router.push(basketPath(offer._id, quantity.toString()));
  }

  return (
    <tr data-testid="market-offer" data-offer-id={offer._id}>
      <td data-label={t('product')}>{offer.product.name}</td>
      <td data-label={t('terminal')}>{offer.terminal.name}</td>
      <td data-label={t('region')}>{offer.terminal.region.name}</td>
      <td data-label={t('seller')}>{offer.anonymous ? t('anonymousSeller') : offer.displayName}</td>
      <td data-label={t('price', { unit: priceUnitLabel(brand.currency) })} className={styles.number}>
        <span>
          <span className={styles.price} data-testid="offer-price">
            {formatPrice(offer.price, locale, brand.decimals)}
          </span>
          <span className={styles.muted}>{tc(`priceTypes.${offer.priceType}`)}</span>
          <PriceChange change={offer.priceChange} />
          {offer.isRecommended && <span className={styles.badge}>{t('recommended')}</span>}
        </span>
      </td>
      <td data-label={t('orderRange')} className={styles.number}>
        {volume(offer.minimumOrderQuantity)} – {volume(offer.maximumOrderQuantity)}
      </td>
      <td data-label={t('available')} className={styles.number}>
        {volume(offer.maximumAvailable)}
      </td>
      <td data-label={t('availability')}>
        <span>
          {t('availableUntil', { date: formatDate(availability.endsAt, brand.timeZone, locale) })}
          {availability.dailyStart && availability.dailyEnd && (
            <span className={styles.muted}>{t('dailyHours', { start: availability.dailyStart, end: availability.dailyEnd })}</span>
          )}
          {collectionPeriod && <span className={styles.muted}>{t('collection', { period: collectionPeriod })}</span>}
        </span>
      </td>
      <td className={styles.orderCell}>
        {buyable && (
          <div className={styles.order}>
            <NumberInput
              label={t('quantity')}
              value={quantity}
              decimals={VOLUME_INPUT_DECIMALS}
              positiveOnly
              error={error}
              onChange={(value) => {
                setQuantity(value);
                setError(null);
              }}
            />
            <Button onClick={addToBasket}>{t('addToBasket')}</Button>
            {quantity && (
              <span className={styles.rowTotal} data-testid="row-total">
                {t('rowTotal', { total: formatMoney(quantity.times(offer.price).times(LITRES_PER_CBM / 100), { currency: brand.currency, locale }) })}
              </span>
            )}
          </div>
        )}
      </td>
    </tr>
  );
}
