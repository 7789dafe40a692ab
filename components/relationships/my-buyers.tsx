'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useBrand } from '@/components/providers/brand-context';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type Column } from '@/components/ui/data-table';
import { Select } from '@/components/ui/select';
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
  const columns: Column<RelationshipDto>[] = [
    { id: 'buyer', header: t('buyer'), sortValue: (r) => r.other.name, cell: (r) => r.other.name },
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
      cell: (r) => (r.requestedAt ? formatDate(r.requestedAt, timeZone, locale) : ''),
    },
    {
      id: 'creditLimit',
      header: t('creditLimit'),
      numeric: true,
      sortValue: (r) => (r.creditLimit ? Number(r.creditLimit) : null),
      cell: (r) => (
        <span data-testid="credit-limit">
          <CreditLimitCell relationship={r} />
        </span>
      ),
    },
    {
      id: 'creditUsed',
      header: t('creditUsed'),
      numeric: true,
      sortValue: (r) => (r.creditUsed ? Number(r.creditUsed) : null),
      cell: (r) => <span data-testid="credit-used">{money(r.creditUsed)}</span>,
    },
    { id: 'history', header: t('history.title'), cell: (r) => <RelationshipHistory relationship={r} /> },
  ];
  // What the buyer ended only its new request revives, and that request drops any terms: none to decide or set.
  const actions = (r: RelationshipDto) =>
    r.disabledBy !== 'BUYER' && (
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
    );

  return (
    <section>
      <div className={styles.toolbar}>
        <h1>{title}</h1>
        <Select
          id="relationship-status-filter"
          label={t('statusFilter')}
          value={status}
          onChange={(value) => setStatus(value as RelationshipStatus | '')}
          placeholder={t('allStatuses')}
          options={RELATIONSHIP_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
      </div>
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
        <DataTable
          label={title}
          rows={buyers.data.relationships}
          columns={columns}
          rowKey={(r) => r._id!}
          rowAttributes={(r) => ({ 'data-testid': `buyer-${r.other.id}` })}
          initialSort={{ id: 'buyer' }}
          actions={actions}
          actionsHeader={t('actions')}
          empty={<p>{t('empty')}</p>}
        />
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
