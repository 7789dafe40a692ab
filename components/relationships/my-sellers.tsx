'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useBrand } from '@/components/providers/brand-context';
import { Button } from '@/components/ui/button';
import { useErrorText } from '@/components/ui/use-error-text';
import { formatDate } from '@/lib/format/dates';
import { MessageModal } from './message-modal';
import { useCancelRelationshipMutation, useRelationships, useRequestSellerMutation, type RelationshipDto } from './queries';
import { RelationshipHistory } from './relationship-history';
import styles from './relationships.module.css';

/** My sellers (trading-domain 2): every seller of the platform with its status and requested date; request, or cancel after a confirmation. */
export function MySellers({ title }: { title: string }) {
  const t = useTranslations('relationships');
  const locale = useLocale();
  const { timeZone } = useBrand();
  const errorText = useErrorText('relationships');
  const sellers = useRelationships('seller');
  const request = useRequestSellerMutation();
  const cancel = useCancelRelationshipMutation();
  const [requesting, setRequesting] = useState<RelationshipDto | null>(null);
  const [cancelling, setCancelling] = useState<RelationshipDto | null>(null);
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
                <th>{t('requestedAt')}</th>
                <th>{t('history.title')}</th>
                <th>{t('actions')}</th>
              </tr>
            </thead>
            <tbody>
              {sellers.data.relationships.length === 0 && (
                <tr>
                  <td colSpan={5}>{t('empty')}</td>
                </tr>
              )}
              {sellers.data.relationships.map((r) => (
                <tr key={r.other.id} data-testid={`seller-${r.other.id}`}>
                  <td>{r.other.name}</td>
                  <td data-testid="relationship-status">{t(`status.${r.other.status}`)}</td>
                  <td data-testid="requested-at">{r.requestedAt ? formatDate(r.requestedAt, timeZone, locale) : ''}</td>
                  <td>
                    <RelationshipHistory relationship={r} />
                  </td>
                  <td className={styles.actions}>
                    {r.other.status === 'DISABLED' ? (
                      <Button onClick={() => setRequesting(r)}>{t('request')}</Button>
                    ) : (
                      <Button variant="secondary" onClick={() => setCancelling(r)}>
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
      <ConfirmDialog
        open={cancelling !== null}
        title={cancelling ? `${t('cancel')}: ${cancelling.other.name}` : ''}
        consequence={cancelling ? t('cancelQuestion', { name: cancelling.other.name }) : ''}
        busy={cancel.isPending}
        onClose={() => setCancelling(null)}
        onConfirm={() => cancelling?._id && cancel.mutate(cancelling._id, { onSettled: () => setCancelling(null) })}
      />
    </section>
  );
}
