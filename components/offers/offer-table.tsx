'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useBrand } from '@/components/providers/brand-context';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format/dates';
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
  const columns = ['product', 'terminal', 'priceType', 'currentPrice', 'volume', 'orderRange', 'validity', 'status', 'actions'] as const;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid="offer-table">
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {t(`columns.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {offers.map((offer) => (
            <tr key={offer.id} data-offer-id={offer.id}>
              <td data-label={t('columns.product')}>{offer.productName}</td>
              <td data-label={t('columns.terminal')}>{offer.terminalName}</td>
              <td data-label={t('columns.priceType')}>{tc(`priceTypes.${offer.priceType}`)}</td>
              <td data-label={t('columns.currentPrice')} className={styles.number} data-testid="offer-current-price">
                {offer.currentPrice === null ? t('noCurrentPrice') : `${formatPrice(offer.currentPrice, locale, decimals)} ${priceUnitLabel(currency)}`}
              </td>
              <td data-label={t('columns.volume')}>{`${volume(offer.remainingVolume)} / ${volume(offer.totalVolume)} cbm`}</td>
              <td data-label={t('columns.orderRange')}>{`${volume(offer.minOrderQuantity)} – ${volume(offer.maxOrderQuantity)} cbm`}</td>
              <td data-label={t('columns.validity')}>{`${formatDate(offer.startsAt, timeZone, locale)} – ${formatDate(offer.endsAt, timeZone, locale)}`}</td>
              <td data-label={t('columns.status')}>
                <span className={styles.status} data-status={offer.status}>
                  {t(`statuses.${offer.status}`)}
                </span>
                {offer.offMarketReason && (
                  <span className={styles.offMarket} data-testid="off-market-reason">
                    {t('offMarket', { reason: t(`offMarketReasons.${offer.offMarketReason}`) })}
                  </span>
                )}
              </td>
              <td data-label={t('columns.actions')}>
                <div className={styles.actions}>
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
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
