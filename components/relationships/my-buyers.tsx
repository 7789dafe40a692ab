'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useBrand } from '@/components/providers/brand-context';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { useErrorText } from '@/components/ui/use-error-text';
import { formatDate } from '@/lib/format/dates';
import { formatMoney } from '@/lib/format/money';
import { RELATIONSHIP_STATUSES, type RelationshipStatus, type SellerStatus } from '@/lib/relationships/schemas';
import { BuyerTermsForm } from './buyer-terms-form';
import { CreditLimitCell } from './credit-limit';
import { MessageModal } from './message-modal';
import { useRelationships, type RelationshipDto } from './queries';
import { RelationshipHistory } from './relationship-history';
import styles from './relationships.module.css';
import { useRelationshipSaver } from './use-relationship-saver';

type Decision = { relationship: RelationshipDto; status: SellerStatus };
const DECISIONS = [
  ['ENABLED', 'accept'],
  ['IN_PROCESSING', 'inProcessing'],
  ['DISABLED', 'decline'],
] as const;

/**
 * Buyers (trading-domain 2): the seller's buyers with status, requested date, credit limit and
 * the credit used, filtered by status; decide on a request and set terms. A decision a colleague
 * overtook brings the conflict prompt, as the terms form does.
 */
export function MyBuyers({ title }: { title: string }) {
  const t = useTranslations('relationships');
  const tc = useTranslations('common');
  const locale = useLocale();
  const { timeZone, currency } = useBrand();
  const errorText = useErrorText('relationships');
  const [status, setStatus] = useState<RelationshipStatus | ''>('');
  const buyers = useRelationships('buyer', status || undefined);
  const decide = useRelationshipSaver();
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const edited = buyers.data?.relationships.find((r) => r._id === editing) ?? null;
  const label = (decision: Decision['status']) => t(DECISIONS.find(([s]) => s === decision)![1]);
  const money = (value: string | null | undefined) => (value ? formatMoney(value, { currency, locale }) : '–');

  return (
    <section>
      <div className={styles.toolbar}>
        <h1>{title}</h1>
        <Field id="relationship-status-filter" label={t('statusFilter')}>
          <select id="relationship-status-filter" value={status} onChange={(e) => setStatus(e.target.value as RelationshipStatus | '')}>
            <option value="">{t('allStatuses')}</option>
            {RELATIONSHIP_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      {decide.error && (
        <p className={styles.notice} role="alert">
          {errorText(decide.error)}
        </p>
      )}
      {buyers.isError && (
        <p className={styles.notice} role="alert">
          {errorText(buyers.error)}
        </p>
      )}
      {edited && (
        <div className={styles.panel}>
          <BuyerTermsForm key={edited._id} relationship={edited} onDone={() => setEditing(null)} />
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
                <th>{t('creditUsed')}</th>
                <th>{t('history.title')}</th>
                <th>{t('actions')}</th>
              </tr>
            </thead>
            <tbody>
              {buyers.data.relationships.length === 0 && (
                <tr>
                  <td colSpan={7}>{t('empty')}</td>
                </tr>
              )}
              {buyers.data.relationships.map((r) => (
                <tr key={r._id} data-testid={`buyer-${r.other.id}`}>
                  <td>{r.other.name}</td>
                  <td data-testid="relationship-status">{t(`status.${r.other.status}`)}</td>
                  <td>{r.requestedAt ? formatDate(r.requestedAt, timeZone, locale) : ''}</td>
                  <td data-testid="credit-limit">
                    <CreditLimitCell relationship={r} />
                  </td>
                  <td data-testid="credit-used">{money(r.creditUsed)}</td>
                  <td>
                    <RelationshipHistory relationship={r} />
                  </td>
                  <td className={styles.actions}>
                    {/* What the buyer ended only its new request revives, and that request drops any terms: none to decide or set. */}
                    {r.disabledBy !== 'BUYER' && (
                      <>
                        {DECISIONS.filter(([s]) => s !== r.other.status).map(([s, key]) => (
                          <Button
                            key={s}
                            variant={s === 'DISABLED' ? 'danger' : 'secondary'}
                            onClick={() => {
                              decide.dismiss();
                              setDeciding({ relationship: r, status: s });
                            }}
                          >
                            {t(key)}
                          </Button>
                        ))}
                        <Button variant="link" onClick={() => setEditing(r._id)}>
                          {t('terms')}
                        </Button>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <MessageModal
        key={deciding ? `${deciding.relationship._id}-${deciding.status}` : 'none'}
        title={deciding && !decide.conflict && !decide.error ? `${label(deciding.status)}: ${deciding.relationship.other.name}` : null}
        confirmLabel={deciding ? label(deciding.status) : ''}
        busy={decide.saving}
        onClose={() => setDeciding(null)}
        onConfirm={(message) =>
          deciding &&
          decide.save(deciding.relationship._id!, { status: deciding.status, message: message || undefined, version: deciding.relationship.version! }, () =>
            setDeciding(null),
          )
        }
      />
      <ConfirmDialog
        title={t('conflictTitle')}
        open={!!decide.conflict}
        consequence={<span data-testid="conflict-message">{t('errors.relationship_edited_elsewhere')}</span>}
        confirmLabel={tc('overwrite')}
        busy={decide.saving}
        onConfirm={decide.overwrite}
        onClose={() => {
          decide.dismiss();
          setDeciding(null);
        }}
      />
    </section>
  );
}
