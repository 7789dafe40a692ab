'use client';

import Decimal from 'decimal.js';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useBrand } from '@/components/providers/brand-context';
import { Button } from '@/components/ui/button';
import { NumberInput } from '@/components/ui/number-input';
import { dateRange, formatDate, startOfDayIso } from '@/lib/format/dates';
import { formatMoney } from '@/lib/format/money';
import { formatPrice, formatVolume, VOLUME_INPUT_DECIMALS } from '@/lib/format/number';
import type { MarketOfferDto } from '@/lib/market/to-market-offer';
import styles from './marketplace.module.css';
import { basketPath } from './offers-query';
import { PriceChange, priceDirection } from './price-change';

/** Prices are per 100 litres at 15 °C; quantities in cbm of 1,000 litres. */
const LITRES_PER_CBM = 1000;

/*
 * The cells of one offer's row in the market table (offer-table.tsx). Each cell is at most two
 * short lines, so a row stays one dense line of the table; on a phone the row is a card.
 */

/** A name that may be longer than its column: cut with an ellipsis, whole in the tooltip; `muted` follows it in grey ("Hamburg Hafen · Nord"). */
export function CellText({ children, muted }: { children: string; muted?: string }) {
  return (
    <span className={styles.cellText} title={muted ? `${children} · ${muted}` : children}>
      {children}
      {muted && <span className={styles.muted}> · {muted}</span>}
    </span>
  );
}

/** Two figures of one column, the second in grey ("1.200" over "5 – 60"). */
export function TwoLines({ first, second }: { first: string; second: string }) {
  return (
    <span className={styles.twoLines}>
      <span>{first}</span>
      <span className={styles.muted}>{second}</span>
    </span>
  );
}

/**
 * The price, its move since the last window (a moved price is tinted up or down for as long as
 * this window's prices hold), the price type and the recommendation.
 */
export function OfferPrice({ offer }: { offer: MarketOfferDto }) {
  const t = useTranslations('market');
  const tc = useTranslations('common');
  const locale = useLocale();
  const { decimals } = useBrand();
  const direction = priceDirection(offer.priceChange);
  return (
    <span className={styles.twoLines}>
      <span className={styles.priceLine}>
        <span
          className={direction === 'up' || direction === 'down' ? `${styles.price} ${styles[`moved_${direction}`]}` : styles.price}
          data-testid="offer-price"
          data-moved={direction === 'up' || direction === 'down' ? direction : undefined}
        >
          {formatPrice(offer.price, locale, decimals)}
        </span>
        <PriceChange change={offer.priceChange} />
      </span>
      <span className={styles.muted}>
        {offer.isRecommended && <span className={styles.badge}>{t('recommended')}</span>}
        {tc(`priceTypes.${offer.priceType}`)}
      </span>
    </span>
  );
}

/** Until when the offer is open, its daily hours, and its collection period. */
export function OfferAvailability({ offer }: { offer: MarketOfferDto }) {
  const t = useTranslations('market');
  const locale = useLocale();
  const { timeZone } = useBrand();
  const { offerAvailability: availability, overrides } = offer;
  // Collection dates are calendar days ("2026-03-05"), shown as the brand's zone counts them.
  const day = (calendarDay: string) => formatDate(startOfDayIso(calendarDay, timeZone), timeZone, locale);
  const collection = overrides.current ?? overrides.original;
  const period =
    offer.liftingPeriod?.name ??
    (collection.collectionStartDate && collection.collectionEndDate ? dateRange(day(collection.collectionStartDate), day(collection.collectionEndDate)) : null);
  const until = t('availableUntil', { date: formatDate(availability.endsAt, timeZone, locale) });
  const hours = availability.dailyStart && availability.dailyEnd ? t('dailyHours', { start: availability.dailyStart, end: availability.dailyEnd }) : null;
  const second = period ? t('collection', { period }) : null;
  return (
    <span className={styles.twoLines}>
      <span className={styles.cellText} title={hours ? `${until} · ${hours}` : until}>
        {until}
        {hours && <span className={styles.muted}> · {hours}</span>}
      </span>
      {second && (
        <span className={`${styles.cellText} ${styles.muted}`} title={second}>
          {second}
        </span>
      )}
    </span>
  );
}

/**
 * The quantity to order, its net sum and "In den Warenkorb", side by side. A quantity outside
 * the offer's range is named under the field, over the next row, so nothing in the table moves.
 * `buyable` is false while a parent looks at a child account's market (those prices are the
 * child's; only the child's own users order at them) and for live prices outside trading hours.
 * Where the desk is narrow (`iconButton`) the button is a basket icon, its words in its tooltip and
 * for screen readers.
 */
export function OfferOrder({ offer, iconButton = false }: { offer: MarketOfferDto; iconButton?: boolean }) {
  const t = useTranslations('market');
  const locale = useLocale();
  const brand = useBrand();
  const router = useRouter();
  const [quantity, setQuantity] = useState<Decimal | null>(() => new Decimal(offer.selectedQuantity));
  const [error, setError] = useState<string | null>(null);
  const min = new Decimal(offer.minimumOrderQuantity);
  const max = new Decimal(offer.maximumOrderQuantity);

  function addToBasket() {
    if (!quantity || quantity.lessThan(min) || quantity.greaterThan(max)) {
      setError(t('quantityRange', { min: formatVolume(offer.minimumOrderQuantity, locale), max: formatVolume(offer.maximumOrderQuantity, locale) }));
      return;
    }
    router.push(basketPath(offer._id, quantity.toString()));
  }

  return (
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
      <span className={styles.rowTotal} data-testid="row-total">
        {quantity &&
          t.rich('rowTotal', {
            total: formatMoney(quantity.times(offer.price).times(LITRES_PER_CBM / 100), { currency: brand.currency, locale }),
            // The column's heading names the sum on a larger screen; a phone's card says it here.
            label: (chunks) => <span className={styles.totalLabel}>{chunks}</span>,
          })}
      </span>
      <Button className={styles.basketButton} onClick={addToBasket} title={iconButton ? t('addToBasket') : undefined}>
        {iconButton ? (
          <>
            <svg
              aria-hidden="true"
              width="18"
              height="18"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <circle cx="9" cy="20" r="1.5" />
              <circle cx="18" cy="20" r="1.5" />
              <path d="M2 3h3l2.7 12.4a1 1 0 0 0 1 .8h9.6a1 1 0 0 0 1-.8L21 7H6.2" />
            </svg>
            <span className={styles.visuallyHidden}>{t('addToBasket')}</span>
          </>
        ) : (
          t('addToBasket')
        )}
      </Button>
    </div>
  );
}
