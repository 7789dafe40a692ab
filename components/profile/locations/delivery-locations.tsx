'use client';

import { useMessages, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { DeliveryLocationDto } from '@/lib/locations/schemas';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { apiProblem } from '../form-errors';
import styles from '../profile.module.css';
import { StatusMessage } from '../status-message';
import { LocationForm } from './location-form';
import { useDeleteLocationMutation, useLocations } from './use-locations';
import { isKeyOf } from '@/lib/i18n/keys';

/** The delivery-locations tab (buyers): list sorted by county and post code, create, edit, delete. */
export function DeliveryLocations() {
  const t = useTranslations('locations');
  const tc = useTranslations('common');
  const tp = useTranslations('profile');
  const { countries } = useMessages().profile;
  const locations = useLocations();
  const remove = useDeleteLocationMutation();
  const [editing, setEditing] = useState<DeliveryLocationDto | 'new' | null>(null);
  const [deleting, setDeleting] = useState<DeliveryLocationDto | null>(null);
  const [status, setStatus] = useState<{ success?: string; error?: string }>({});

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting._id);
      setStatus({ success: t('deleted') });
    } catch (error) {
      setStatus({ error: apiProblem(error).message });
    } finally {
      setDeleting(null);
    }
  }

  return (
    <div>
      <div className={styles.toolbar}>
        <p>{t('intro')}</p>
        <Button
          onClick={() => {
            setStatus({});
            setEditing('new');
          }}
        >
          {t('add')}
        </Button>
      </div>
      <StatusMessage success={status.success} error={status.error} />
      {locations.isPending && <p>{tc('loading')}</p>}
      {locations.isError && <p className={styles.error}>{t('loadFailed')}</p>}
      {locations.data?.length === 0 && <p>{t('empty')}</p>}
      {!!locations.data?.length && (
        <ul className={styles.list} aria-label={t('intro')}>
          {locations.data.map((location) => {
            const a = location.address;
            return (
              <li key={location._id} className={styles.card} data-testid="delivery-location">
                <div>
                  <h3>{a.company || a.street}</h3>
                  <p>
                    {a.street}, {a.postCode} {a.city}
                  </p>
                  <p>
                    {a.county}, {isKeyOf(countries, a.country) ? tp(`countries.${a.country}`) : a.country}
                  </p>
                </div>
                <div>
                  {a.contactPerson && <p>{a.contactPerson}</p>}
                  {a.onSiteContact && <p>{a.onSiteContact}</p>}
                </div>
                <div className={styles.cardActions}>
                  <Button variant="secondary" onClick={() => setEditing(location)}>
                    {tc('edit')}
                  </Button>
                  <Button variant="danger" onClick={() => setDeleting(location)}>
                    {tc('delete')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {editing && (
        <LocationForm
          location={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            setStatus({ success: t('saved') });
          }}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        title={t('deleteTitle')}
        consequence={deleting ? t('deleteQuestion', { street: deleting.address.street, postCode: deleting.address.postCode, city: deleting.address.city }) : ''}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
