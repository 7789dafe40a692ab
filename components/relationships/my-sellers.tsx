'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useBrand } from '@/components/providers/brand-context';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { useNotice } from '@/components/ui/notice';
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
  const notice = useNotice();
  const columns: Column<RelationshipDto>[] = [
    { id: 'seller', header: t('seller'), sortValue: (r) => r.other.name, cell: (r) => r.other.name },
    {
      id: 'status',
      header: t('statusLabel'),
      sortValue: (r) => t(`status.${r.other.status}`),
      cell: (r) => <span data-testid="relationship-status">{t(`status.${r.other.status}`)}</span>,
    },
    {
      id: 'requestedAt',
      header: t('requestedAt'),
      sortValue: (r) => r.requestedAt,
      cell: (r) => <span data-testid="requested-at">{r.requestedAt ? formatDate(r.requestedAt, timeZone, locale) : ''}</span>,
    },
    { id: 'history', header: t('history.title'), cell: (r) => <RelationshipHistory relationship={r} /> },
  ];

  return (
    <section>
      <div className={styles.toolbar}>
        <h1>{title}</h1>
      </div>
      {sellers.isError && (
        <p className={styles.notice} role="alert">
          {errorText(sellers.error)}
        </p>
      )}
      {sellers.data && (
        <DataTable
          label={title}
          rows={sellers.data.relationships}
          columns={columns}
          rowKey={(r) => r.other.id}
          rowAttributes={(r) => ({ 'data-testid': `seller-${r.other.id}` })}
          initialSort={{ id: 'seller' }}
          actions={(r) =>
            r.other.status === 'DISABLED' ? (
              <Button onClick={() => setRequesting(r)}>{t('request')}</Button>
            ) : (
              <Button variant="secondary" onClick={() => setCancelling(r)}>
                {t('cancel')}
              </Button>
            )
          }
          actionsHeader={t('actions')}
          empty={<p>{t('empty')}</p>}
        />
      )}
      <MessageModal
        key={requesting?.other.id ?? 'none'}
        title={requesting ? `${t('request')}: ${requesting.other.name}` : null}
        confirmLabel={t('request')}
        busy={request.isPending}
        onClose={() => setRequesting(null)}
        onConfirm={(message) =>
          requesting &&
          request.mutate(
            { sellerAccountId: requesting.other.id, message: message || undefined },
            { onSuccess: () => notice.saved(t('requested', { name: requesting.other.name })), onError: notice.failed, onSettled: () => setRequesting(null) },
          )
        }
      />
      <ConfirmDialog
        open={cancelling !== null}
        title={cancelling ? `${t('cancel')}: ${cancelling.other.name}` : ''}
        consequence={cancelling ? t('cancelQuestion', { name: cancelling.other.name }) : ''}
        busy={cancel.isPending}
        onClose={() => setCancelling(null)}
        onConfirm={() =>
          cancelling?._id &&
          cancel.mutate(cancelling._id, {
            onSuccess: () => notice.saved(t('cancelled', { name: cancelling.other.name })),
            onError: notice.failed,
            onSettled: () => setCancelling(null),
          })
        }
      />
    </section>
  );
}
