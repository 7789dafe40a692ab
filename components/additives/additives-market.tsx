'use client';

import Decimal from 'decimal.js';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { basketPath } from '@/components/market/offers-query';
import { PurchaseNotice, usePurchase } from '@/components/market/purchase-notice';
import { useBrand } from '@/components/providers/brand-context';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { NumberInput } from '@/components/ui/number-input';
import { formatMoney } from '@/lib/format/money';
import { formatNumber } from '@/lib/format/number';
import { containerName } from '@/lib/format/units';
import { containerVolume } from '@/lib/additives/domain/containers';
import styles from './additives.module.css';
import { BarrelReturns } from './barrel-returns';
import { useAdditiveOffers, type AdditiveOfferDto } from './use-additives';

/** The buyers' additives market: containers at the seller's price each, ordered by the container, and the empties returned. */
export function AdditivesMarket() {
  const t = useTranslations('additives');
  const locale = useLocale();
  const { currency } = useBrand();
  const offers = useAdditiveOffers('sortBy=product&sortType=asc');
  // The fuel market's one decision: no basket where the brand disabled purchasing or the user may not buy.
  const purchase = usePurchase();
  // A failed load shows no rows (platform-shell 8), not the last ones.
  const list = (!offers.isError && offers.data?.offers) || [];
  const columns: Column<AdditiveOfferDto>[] = [
    { id: 'product', header: t('product'), sortValue: (row) => row.offer.product, cell: (row) => row.offer.product },
    { id: 'seller', header: t('seller'), sortValue: (row) => row.offer.seller.name, cell: (row) => row.offer.seller.name },
    { id: 'container', header: t('container'), sortValue: (row) => containerName(row.offer, locale), cell: (row) => containerName(row.offer, locale) },
    {
      id: 'unitPrice',
      header: t('unitPrice'),
      numeric: true,
      sortValue: (row) => Number(row.offer.unitPrice),
      cell: (row) => formatMoney(row.offer.unitPrice, { currency, locale }),
    },
    {
      id: 'stock',
      header: t('stock'),
      numeric: true,
      sortValue: (row) => row.offer.unitStock,
      cell: (row) => formatNumber(row.offer.unitStock, locale, { decimals: 0 }),
    },
  ];
  return (
    <section className={styles.market} data-testid="additives-market">
      {offers.isPending && <p>{t('loading')}</p>}
      {offers.isError && <p role="alert">{t('loadFailed')}</p>}
      {offers.isSuccess && list.length === 0 && <p>{t('empty')}</p>}
      <PurchaseNotice block={purchase.block} />
      {list.length > 0 && (
        <DataTable
          label={t('marketTableLabel')}
          rows={list}
          columns={columns}
          rowKey={(row) => row._id}
          rowAttributes={(row) => ({ 'data-testid': 'additive-offer', 'data-offer-id': row._id })}
          actionsHeader={t('order')}
          actions={purchase.buyable ? (row) => <OrderUnits offer={row} /> : undefined}
        />
      )}
      <BarrelReturns />
    </section>
  );
}

/** The containers to order, from the offer's least up to its most or its stock, and the basket button. */
function OrderUnits({ offer: { _id, offer } }: { offer: AdditiveOfferDto }) {
  const t = useTranslations('additives');
  const router = useRouter();
  const [units, setUnits] = useState<Decimal | null>(new Decimal(offer.minUnits));
  const max = Math.min(offer.maxUnits, offer.unitStock);
  const invalid = !units || !units.isInteger() || units.lessThan(offer.minUnits) || units.greaterThan(max);
  return (
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
  );
}
