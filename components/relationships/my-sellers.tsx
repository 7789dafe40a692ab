'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { MessageModal } from './message-modal';
import { useCancelRelationshipMutation, useRelationships, useRequestSellerMutation, type RelationshipDto } from './queries';
import styles from './relationships.module.css';
import { useErrorText } from './use-error-text';

/** My sellers (trading-domain 2): every seller of the platform with its status; request or cancel. */
export function MySellers({ title }: { title: string }) {
  const t = useTranslations('relationships');
  const errorText = useErrorText();
  const sellers = useRelationships('seller');
  const request = useRequestSellerMutation();
  const cancel = useCancelRelationshipMutation();
  const [requesting, setRequesting] = useState<RelationshipDto | null>(null);
  const failure = request.error ?? cancel.error;

  return (
    <section>
      <div className={styles.toolbar}>
        <h1>{title}</h1>
      </div>
      {failure && (
        <p className={styles.notice} role="alert">
          {errorText(failure)}
        </p>
      )}
      {sellers.isError && (
        <p className={styles.notice} role="alert">
          {errorText(sellers.error)}
        </p>
      )}
      {sellers.data && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>{t('seller')}</th>
                <th>{t('statusLabel')}</th>
                <th>{t('actions')}</th>
              </tr>
            </thead>
            <tbody>
              {sellers.data.relationships.length === 0 && (
                <tr>
                  <td colSpan={3}>{t('empty')}</td>
                </tr>
              )}
              {sellers.data.relationships.map((r) => (
                <tr key={r.other.id} data-testid={`seller-${r.other.id}`}>
                  <td>{r.other.name}</td>
                  <td data-testid="relationship-status">{t(`status.${r.other.status}`)}</td>
                  <td className={styles.actions}>
                    {r.other.status === 'DISABLED' ? (
                      <Button onClick={() => setRequesting(r)}>{t('request')}</Button>
                    ) : (
                      <Button variant="secondary" disabled={cancel.isPending} onClick={() => r._id && cancel.mutate(r._id)}>
                        {t('cancel')}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <MessageModal
        key={requesting?.other.id ?? 'none'}
        title={requesting ? `${t('request')}: ${requesting.other.name}` : null}
        confirmLabel={t('request')}
        busy={request.isPending}
        onClose={() => setRequesting(null)}
        onConfirm={(message) =>
          requesting && request.mutate({ sellerAccountId: requesting.other.id, message: message || undefined }, { onSettled: () => setRequesting(null) })
        }
      />
    </section>
  );
}
