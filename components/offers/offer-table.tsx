'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useBrand } from '@/components/providers/brand-context';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format/dates';
import { formatVolume } from '@/lib/format/number';
import type { OfferDto } from '@/lib/offers/offer-record';
import styles from './offers.module.css';

interface Props {
  offers: OfferDto[];
  busyId: number | null;
  onEdit: (offer: OfferDto) => void;
  onStatus: (offer: OfferDto, action: 'pause' | 'resume') => void;
  onDelete: (offer: OfferDto) => void;
  onBreakdown: (offer: OfferDto) => void;
}

/** The seller's offers; on a phone each row becomes a labelled card. */
export function OfferTable({ offers, busyId, onEdit, onStatus, onDelete, onBreakdown }: Props) {
  const t = useTranslations('offers');
  const locale = useLocale();
  const { timeZone } = useBrand();
  const volume = (value: string) => formatVolume(value, locale);
  if (!offers.length)
    return (
      <p className={styles.empty} data-testid="offers-empty">
        {t('empty')}
      </p>
    );
  const columns = ['product', 'terminal', 'priceType', 'volume', 'orderRange', 'validity', 'status', 'actions'] as const;
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
              <td data-label={t('columns.priceType')}>{t(`priceTypes.${offer.priceType}`)}</td>
              <td data-label={t('columns.volume')}>{`${volume(offer.remainingVolume)} / ${volume(offer.totalVolume)} cbm`}</td>
              <td data-label={t('columns.orderRange')}>{`${volume(offer.minOrderQuantity)} – ${volume(offer.maxOrderQuantity)} cbm`}</td>
              <td data-label={t('columns.validity')}>{`${formatDate(offer.startsAt, timeZone)} – ${formatDate(offer.endsAt, timeZone)}`}</td>
              <td data-label={t('columns.status')}>
                <span className={styles.status} data-status={offer.status}>
                  {t(`statuses.${offer.status}`)}
                </span>
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
