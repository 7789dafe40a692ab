'use client';

import Decimal from 'decimal.js';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { basketPath } from '@/components/market/offers-query';
import { PurchaseNotice, usePurchase } from '@/components/market/purchase-notice';
import { useBrand } from '@/components/providers/brand-context';
import { Button } from '@/components/ui/button';
import { NumberInput } from '@/components/ui/number-input';
import { formatMoney } from '@/lib/format/money';
import { formatNumber } from '@/lib/format/number';
import { containerName } from '@/lib/format/units';
import { containerVolume } from '@/lib/additives/domain/containers';
import table from '@/components/ui/data-table.module.css';
import styles from './additives.module.css';
import { BarrelReturns } from './barrel-returns';
import { useAdditiveOffers, type AdditiveOfferDto } from './use-additives';

/** The buyers' additives market: containers at the seller's price each, ordered by the container, and the empties returned. */
export function AdditivesMarket() {
  const t = useTranslations('additives');
  const offers = useAdditiveOffers('sortBy=product&sortType=asc');
  // The fuel market's one decision: no basket where the brand disabled purchasing or the user may not buy.
  const purchase = usePurchase();
  // A failed load shows no rows (platform-shell 8), not the last ones.
  const list = (!offers.isError && offers.data?.offers) || [];
  return (
    <section className={styles.market} data-testid="additives-market">
      {offers.isPending && <p>{t('loading')}</p>}
      {offers.isError && <p role="alert">{t('loadFailed')}</p>}
      {offers.isSuccess && list.length === 0 && <p>{t('empty')}</p>}
      <PurchaseNotice block={purchase.block} />
      {list.length > 0 && (
        <div className={table.tableWrap}>
          <table className={table.table}>
            <thead>
              <tr>
                <th scope="col">{t('product')}</th>
                <th scope="col">{t('seller')}</th>
                <th scope="col">{t('container')}</th>
                <th scope="col">{t('unitPrice')}</th>
                <th scope="col">{t('stock')}</th>
                {purchase.buyable && <th scope="col">{t('order')}</th>}
              </tr>
            </thead>
            <tbody>
              {list.map((offer) => (
                <AdditiveRow key={offer._id} offer={offer} buyable={purchase.buyable} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <BarrelReturns />
    </section>
  );
}

function AdditiveRow({ offer: { _id, offer }, buyable }: { offer: AdditiveOfferDto; buyable: boolean }) {
  const t = useTranslations('additives');
  const locale = useLocale();
  const { currency } = useBrand();
  const router = useRouter();
  const [units, setUnits] = useState<Decimal | null>(new Decimal(offer.minUnits));
  const max = Math.min(offer.maxUnits, offer.unitStock);
  const invalid = !units || !units.isInteger() || units.lessThan(offer.minUnits) || units.greaterThan(max);
  return (
    <tr data-testid="additive-offer" data-offer-id={_id}>
      <td data-label={t('product')}>{offer.product}</td>
      <td data-label={t('seller')}>{offer.seller.name}</td>
      <td data-label={t('container')}>{containerName(offer, locale)}</td>
      <td data-label={t('unitPrice')} className={table.num}>
        {formatMoney(offer.unitPrice, { currency, locale })}
      </td>
      <td data-label={t('stock')} className={table.num}>
        {formatNumber(offer.unitStock, locale, { decimals: 0 })}
      </td>
      {buyable && (
        <td data-label={t('order')}>
          <div className={styles.order}>
            <NumberInput
              label={t('units')}
              value={units}
              decimals={0}
              positiveOnly
              onChange={setUnits}
              error={invalid ? t('unitRange', { min: offer.minUnits, max }) : null}
            />
            <Button
              disabled={invalid}
              onClick={() => units && router.push(basketPath(_id, containerVolume(units.toNumber(), offer.unitLitres).toString(), units.toNumber()))}
            >
              {t('addToBasket')}
            </Button>
          </div>
        </td>
      )}
    </tr>
  );
}
