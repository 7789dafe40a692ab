'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useBrand } from '@/components/providers/brand-context';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/format/money';
import { BuyerTermsForm } from './buyer-terms-form';
import { MessageModal } from './message-modal';
import { useRelationships, useUpdateRelationshipMutation, type RelationshipDto } from './queries';
import styles from './relationships.module.css';
import { useErrorText } from './use-error-text';

type Decision = { relationship: RelationshipDto; status: 'ENABLED' | 'IN_PROCESSING' | 'DISABLED' };
const DECISIONS = [
  ['ENABLED', 'accept'],
  ['IN_PROCESSING', 'inProcessing'],
  ['DISABLED', 'decline'],
] as const;

/** Buyers (trading-domain 2): the seller's buyers with status, requested date and credit limit; decide and set terms. */
export function MyBuyers({ title }: { title: string }) {
  const t = useTranslations('relationships');
  const format = useFormatter();
  const locale = useLocale();
  const { currency } = useBrand();
  const errorText = useErrorText();
  const buyers = useRelationships('buyer');
  const update = useUpdateRelationshipMutation();
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const edited = buyers.data?.relationships.find((r) => r._id === editing) ?? null;
  const label = (status: Decision['status']) => t(DECISIONS.find(([s]) => s === status)![1]);

  return (
    <section>
      <div className={styles.toolbar}>
        <h1>{title}</h1>
      </div>
      {update.error && (
        <p className={styles.notice} role="alert">
          {errorText(update.error)}
        </p>
      )}
      {buyers.isError && (
        <p className={styles.notice} role="alert">
          {errorText(buyers.error)}
        </p>
      )}
      {edited && (
        <div className={styles.panel}>
          <BuyerTermsForm key={`${edited._id}-${edited.version}`} relationship={edited} onDone={() => setEditing(null)} />
        </div>
      )}
      {buyers.data && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>{t('buyer')}</th>
                <th>{t('statusLabel')}</th>
                <th>{t('requestedAt')}</th>
                <th>{t('creditLimit')}</th>
                <th>{t('actions')}</th>
              </tr>
            </thead>
            <tbody>
              {buyers.data.relationships.length === 0 && (
                <tr>
                  <td colSpan={5}>{t('empty')}</td>
                </tr>
              )}
              {buyers.data.relationships.map((r) => (
                <tr key={r._id} data-testid={`buyer-${r.other.id}`}>
                  <td>{r.other.name}</td>
                  <td data-testid="relationship-status">{t(`status.${r.other.status}`)}</td>
                  <td>{r.requestedAt ? format.dateTime(new Date(r.requestedAt), { dateStyle: 'medium' }) : ''}</td>
                  <td>
                    {r.creditLimitOption === 'MANUAL' && r.creditLimit
                      ? formatMoney(r.creditLimit, { currency, locale })
                      : t(`creditLimitOptions.${r.creditLimitOption ?? 'NONE'}`)}
                  </td>
                  <td className={styles.actions}>
                    {DECISIONS.filter(([status]) => status !== r.other.status).map(([status, key]) => (
                      <Button key={status} variant={status === 'DISABLED' ? 'danger' : 'secondary'} onClick={() => setDeciding({ relationship: r, status })}>
                        {t(key)}
                      </Button>
                    ))}
                    <Button variant="link" onClick={() => setEditing(r._id)}>
                      {t('terms')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <MessageModal
        key={deciding ? `${deciding.relationship._id}-${deciding.status}` : 'none'}
        title={deciding ? `${label(deciding.status)}: ${deciding.relationship.other.name}` : null}
        confirmLabel={deciding ? label(deciding.status) : ''}
        busy={update.isPending}
        onClose={() => setDeciding(null)}
        onConfirm={(message) =>
          deciding &&
          update.mutate(
            { id: deciding.relationship._id!, body: { status: deciding.status, message: message || undefined, version: deciding.relationship.version! } },
            { onSettled: () => setDeciding(null) },
          )
        }
      />
    </section>
  );
}
