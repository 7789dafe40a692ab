'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useBrand } from '@/components/providers/brand-context';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { dateRange, formatDate } from '@/lib/format/dates';
import { formatPrice, formatVolume } from '@/lib/format/number';
import { priceUnitLabel } from '@/lib/format/units';
import type { MyOfferDto } from '@/lib/offers/list-my-offers';
import type { OfferDto } from '@/lib/offers/offer-record';
import styles from './offers.module.css';

interface Props {
  offers: MyOfferDto[];
  busyId: number | null;
  onEdit: (offer: OfferDto) => void;
  onStatus: (offer: OfferDto, action: 'pause' | 'resume') => void;
  onDelete: (offer: OfferDto) => void;
  onBreakdown: (offer: OfferDto) => void;
}

/** The seller's offers; on a phone each row becomes a labelled card. */
export function OfferTable({ offers, busyId, onEdit, onStatus, onDelete, onBreakdown }: Props) {
  const t = useTranslations('offers');
  const tc = useTranslations('common');
  const locale = useLocale();
  const { timeZone, decimals, currency } = useBrand();
  const volume = (value: string) => formatVolume(value, locale);
  if (!offers.length)
    return (
      <p className={styles.empty} data-testid="offers-empty">
        {t('empty')}
      </p>
    );
  const columns: Column<MyOfferDto>[] = [
    { id: 'product', header: t('columns.product'), sortValue: (offer) => offer.productName, cell: (offer) => offer.productName },
    { id: 'terminal', header: t('columns.terminal'), sortValue: (offer) => offer.terminalName, cell: (offer) => offer.terminalName },
    { id: 'priceType', header: t('columns.priceType'), sortValue: (offer) => offer.priceType, cell: (offer) => tc(`priceTypes.${offer.priceType}`) },
    {
      id: 'currentPrice',
      header: t('columns.currentPrice'),
      numeric: true,
      sortValue: (offer) => (offer.currentPrice === null ? null : Number(offer.currentPrice)),
      cell: (offer) => (
        <span data-testid="offer-current-price">
          {offer.currentPrice === null ? t('noCurrentPrice') : `${formatPrice(offer.currentPrice, locale, decimals)} ${priceUnitLabel(currency)}`}
        </span>
      ),
    },
    {
      id: 'volume',
      header: t('columns.volume'),
      numeric: true,
      sortValue: (offer) => Number(offer.remainingVolume),
      cell: (offer) => `${volume(offer.remainingVolume)} / ${volume(offer.totalVolume)} cbm`,
    },
    {
      id: 'orderRange',
      header: t('columns.orderRange'),
      numeric: true,
      cell: (offer) => `${volume(offer.minOrderQuantity)} – ${volume(offer.maxOrderQuantity)} cbm`,
    },
    {
      id: 'validity',
      header: t('columns.validity'),
      sortValue: (offer) => offer.startsAt,
      cell: (offer) => dateRange(formatDate(offer.startsAt, timeZone, locale), formatDate(offer.endsAt, timeZone, locale)),
    },
    {
      id: 'status',
      header: t('columns.status'),
      sortValue: (offer) => t(`statuses.${offer.status}`),
      cell: (offer) => (
        <>
          <span className={styles.status} data-status={offer.status}>
            {t(`statuses.${offer.status}`)}
          </span>
          {offer.offMarketReason && (
            <span className={styles.offMarket} data-testid="off-market-reason">
              {t('offMarket', { reason: t(`offMarketReasons.${offer.offMarketReason}`) })}
            </span>
          )}
        </>
      ),
    },
  ];
  return (
    <div data-testid="offer-table">
      <DataTable
        label={t('tableLabel')}
        rows={offers}
        columns={columns}
        rowKey={(offer) => offer.id}
        rowAttributes={(offer) => ({ 'data-offer-id': offer.id })}
        actionsHeader={t('columns.actions')}
        className={styles.offerTable}
        actions={(offer) => (
          <>
            <Button variant="link" onClick={() => onEdit(offer)}>
              {t('edit')}
            </Button>
            {offer.status === 'ACTIVE' ? (
              <Button variant="link" disabled={busyId === offer.id} onClick={() => onStatus(offer, 'pause')}>
                {t('pause')}
              </Button>
            ) : (
              <Button variant="link" disabled={busyId === offer.id} onClick={() => onStatus(offer, 'resume')}>
                {t('resume')}
              </Button>
            )}
            <Button variant="link" onClick={() => onBreakdown(offer)}>
              {t('breakdown')}
            </Button>
            <Button variant="link" onClick={() => onDelete(offer)}>
              {t('delete')}
            </Button>
          </>
        )}
      />
    </div>
  );
}
