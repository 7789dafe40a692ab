'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { OfferDto } from '@/lib/offers/offer-record';
import { OfferBreakdownModal } from './offer-breakdown';
import { OfferForm } from './offer-form';
import { OfferTable } from './offer-table';
import styles from './offers.module.css';
import { useMetadata, useMyOffers, useOfferStatusMutation } from './queries';

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

  return (
    <section>
      <div className={styles.toolbar}>
        <h1>{title}</h1>
        <div className={styles.actions}>
          <Link href="/preis-engine">{t('pricingEngineLink')}</Link>
          {!editing && <Button onClick={() => setEditing({ offer: null })}>{t('create')}</Button>}
        </div>
      </div>
      {status.isError && (
        <p className={styles.notice} role="alert">
          {t('errors.status_failed')}
        </p>
      )}
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
          onStatus={(offer, action) => status.mutate({ id: offer.id, action })}
          onDelete={setDeleting}
          onBreakdown={(offer) => setBreakdownId(offer.id)}
        />
      )}
      <Dialog
        open={deleting !== null}
        title={t('deleteTitle')}
        onClose={() => setDeleting(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              {t('cancel')}
            </Button>
            <Button
              variant="danger"
              disabled={status.isPending}
              onClick={() => deleting && status.mutate({ id: deleting.id, action: 'delete' }, { onSettled: () => setDeleting(null) })}
            >
              {t('delete')}
            </Button>
          </>
        }
      >
        <p>{t('deleteQuestion', { product: deleting?.productName ?? '', terminal: deleting?.terminalName ?? '' })}</p>
      </Dialog>
      <OfferBreakdownModal offerId={breakdownId} onClose={() => setBreakdownId(null)} />
    </section>
  );
}
