'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useNotice } from '@/components/ui/notice';
import type { OfferDto } from '@/lib/offers/offer-record';
import { OfferBreakdownModal } from './offer-breakdown';
import { OfferForm } from './offer-form';
import { OfferTable } from './offer-table';
import styles from './offers.module.css';
import { useMetadata, useMyOffers, useOfferStatusMutation } from './queries';
import { TextLink } from '@/components/ui/text-link';

type Editing = { offer: OfferDto | null } | null;

/** My offers (trading-domain 2): the table, the create/edit panel, pause/resume, delete, price breakdown. */
export function MyOffers({ title }: { title: string }) {
  const t = useTranslations('offers');
  const offers = useMyOffers();
  const metadata = useMetadata();
  const status = useOfferStatusMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<OfferDto | null>(null);
  const [breakdownId, setBreakdownId] = useState<number | null>(null);
  const notice = useNotice();
  const step = (offer: OfferDto, action: 'pause' | 'resume' | 'delete') =>
    status.mutate(
      { id: offer.id, action },
      { onSuccess: () => notice.saved(t(`done_${action}`, { product: offer.productName ?? '', terminal: offer.terminalName ?? '' })), onError: notice.failed },
    );

  return (
    <section>
      <div className={styles.toolbar}>
        <h1>{title}</h1>
        <div className={styles.actions}>
          <TextLink href="/preis-engine">{t('pricingEngineLink')}</TextLink>
          {!editing && <Button onClick={() => setEditing({ offer: null })}>{t('create')}</Button>}
        </div>
      </div>
      {editing && metadata.data && (
        <div className={styles.panel}>
          <OfferForm key={editing.offer?.id ?? 'new'} offer={editing.offer} metadata={metadata.data} onDone={() => setEditing(null)} />
        </div>
      )}
      {offers.isLoading && <p>{t('loading')}</p>}
      {offers.isError && (
        <p className={styles.notice} role="alert">
          {t('errors.load_failed')}
        </p>
      )}
      {offers.data && (
        <OfferTable
          offers={offers.data.offers}
          busyId={status.isPending ? (status.variables?.id ?? null) : null}
          onEdit={(offer) => setEditing({ offer })}
          onStatus={step}
          onDelete={setDeleting}
          onBreakdown={(offer) => setBreakdownId(offer.id)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('deleteTitle')}
        consequence={t('deleteQuestion', { product: deleting?.productName ?? '', terminal: deleting?.terminalName ?? '' })}
        confirmLabel={t('delete')}
        danger
        busy={status.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) step(deleting, 'delete');
          setDeleting(null);
        }}
      />
      <OfferBreakdownModal offerId={breakdownId} onClose={() => setBreakdownId(null)} />
    </section>
  );
}
