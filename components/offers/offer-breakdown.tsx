'use client';

import { useMessages, useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api/fetch-client';
import { BreakdownTable } from './breakdown-table';
import styles from './offers.module.css';
import { useOfferBreakdown } from './queries';
import { isKeyOf } from '@/lib/i18n/keys';

/** Why the offer costs what it costs at the current market window: every rule the engine applied. */
export function OfferBreakdownModal({ offerId, onClose }: { offerId: number | null; onClose: () => void }) {
  const t = useTranslations('offers');
  const texts = useMessages().offers.errors;
  const query = useOfferBreakdown(offerId);
  const failure = query.error instanceof ApiError ? query.error.problem.message : query.error ? 'technical_error' : null;
  const data = query.data;
  return (
    <Dialog
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
          {isKeyOf(texts, failure) ? t(`errors.${failure}`) : t('errors.technical_error')}
        </p>
      )}
      {data && (
        <BreakdownTable
          breakdown={data.breakdown}
          price={data.price}
          failure={data.price === null ? (isKeyOf(texts, data.error) ? t(`errors.${data.error}`) : t('errors.technical_error')) : undefined}
          testId="offer-breakdown"
        />
      )}
    </Dialog>
  );
}
