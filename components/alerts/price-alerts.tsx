'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { AlertOptions } from '@/lib/alerts/list-alert-options';
import type { PriceAlertDto } from '@/lib/alerts/schemas';
import { AlertForm } from './alert-form';
import { AlertList } from './alert-list';
import styles from './alerts.module.css';
import { useAlerts, useDeleteAlertMutation } from './use-alerts';

/** The price alert screen (trading-domain 2): create an alert, see the own alerts and their status, delete. */
export function PriceAlerts({ title, options }: { title: string; options: AlertOptions }) {
  const t = useTranslations('alerts');
  const tc = useTranslations('common');
  const alerts = useAlerts();
  const remove = useDeleteAlertMutation();
  const [deleting, setDeleting] = useState<PriceAlertDto | null>(null);
  const [status, setStatus] = useState<{ text: string; error?: boolean } | null>(null);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      setStatus({ text: t('deleted') });
    } catch {
      setStatus({ text: t('loadFailed'), error: true });
    } finally {
      setDeleting(null);
    }
  }

  return (
    <section className={styles.page}>
      <h1>{title}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <AlertForm options={options} onCreated={() => setStatus({ text: t('created') })} />
      <h2>{t('listTitle')}</h2>
      {status && (
        <p className={status.error ? styles.error : styles.success} role={status.error ? 'alert' : 'status'}>
          {status.text}
        </p>
      )}
      {alerts.isPending && <p>{tc('loading')}</p>}
      {alerts.isError && <p className={styles.error}>{t('loadFailed')}</p>}
      {alerts.data?.alerts.length === 0 && <p>{t('empty')}</p>}
      {!!alerts.data?.alerts.length && <AlertList alerts={alerts.data.alerts} onDelete={setDeleting} />}
      <ConfirmDialog
        open={!!deleting}
        title={t('deleteTitle')}
        consequence={deleting ? t('deleteQuestion', { product: deleting.product, terminal: deleting.terminal }) : ''}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
