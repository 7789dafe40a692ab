'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useBrand } from '@/components/providers/brand-context';
import { Modal } from '@/components/ui/modal';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api/fetch-client';
import { formatDateTime } from '@/lib/format/dates';
import { formatEntered, formatPrice } from '@/lib/format/number';
import { priceUnitLabel, unitLabel } from '@/lib/format/units';
import type { BreakdownLine } from '@/lib/pricing/domain/types';
import styles from './offers.module.css';
import { useOfferBreakdown } from './queries';

/** Why the offer costs what it costs at the current market window: every rule the engine applied. */
export function OfferBreakdownModal({ offerId, onClose }: { offerId: number | null; onClose: () => void }) {
  const t = useTranslations('offers');
  const tp = useTranslations('pricing');
  const locale = useLocale();
  const { currency, decimals, timeZone } = useBrand();
  const query = useOfferBreakdown(offerId);
  const price = (value: string) => formatPrice(value, locale, decimals);
  const unit = priceUnitLabel(currency);
  const failure = query.error instanceof ApiError ? query.error.problem.message : query.error ? 'technical_error' : null;
  const data = query.data;
  // Negative rule ids are the offer's own settings (surcharge, FX choice, minimum price).
  const lineLabel = (line: BreakdownLine) => {
    const step = tp.has(`kinds.${line.step}` as never) ? tp(`kinds.${line.step}` as never) : line.step;
    if (line.ruleId !== undefined && line.ruleId < 0) return `${step} – ${tp('ownSetting')}`;
    return line.name ? `${step} – ${line.name}` : step;
  };
  // The expiry step carries its moment and roll direction instead of a number and a unit.
  const lineValue = (line: BreakdownLine) =>
    line.step === 'ICE_EXPIRY'
      ? `${formatDateTime(line.value, timeZone)} · ${tp(`directions.${line.unit}` as never)}`
      : `${formatEntered(line.value, locale)} ${unitLabel(line.unit)}`;
  return (
    <Modal
      open={offerId !== null}
      title={t('breakdownTitle')}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('close')}
        </Button>
      }
    >
      {query.isLoading && <p>{t('loading')}</p>}
      {failure && (
        <p className={styles.notice} role="alert">
          {t.has(`errors.${failure}` as never) ? t(`errors.${failure}` as never) : t('errors.technical_error')}
        </p>
      )}
      {data && (
        <table className={styles.breakdown} data-testid="offer-breakdown">
          <thead>
            <tr>
              <th scope="col">{t('breakdownStep')}</th>
              <th scope="col">{t('breakdownValue')}</th>
              <th scope="col">{t('breakdownAmount', { unit })}</th>
            </tr>
          </thead>
          <tbody>
            {data.breakdown.map((line, i) => (
              <tr key={i}>
                <td>{lineLabel(line)}</td>
                <td>{lineValue(line)}</td>
                <td>{line.amount ? price(line.amount) : ''}</td>
              </tr>
            ))}
            <tr className={styles.total}>
              <td colSpan={2}>{t('breakdownPrice', { unit })}</td>
              <td data-testid="offer-breakdown-price">{data.price ? price(data.price) : t(`errors.${data.error}` as never)}</td>
            </tr>
          </tbody>
        </table>
      )}
    </Modal>
  );
}
