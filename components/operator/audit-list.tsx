'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useBrand } from '@/components/providers/brand-context';
import { DataTable, type Column } from '@/components/ui/data-table';
import { Pager } from '@/components/ui/pager';
import { AUDIT_EVENTS } from '@/lib/audit/events';
import { formatDateTime } from '@/lib/format/dates';
import { AuditDetail } from './audit-detail';
import { AuditFiltersForm } from './audit-filters';
import { useAudit, type AuditFilters } from './queries';
import styles from './operator.module.css';
import { PageLink } from '@/components/ui/page-link';

type OperatorKey = Parameters<ReturnType<typeof useTranslations<'operator'>>>[0];
type Entry = NonNullable<ReturnType<typeof useAudit>['data']>['entries'][number];

/** The audit log, newest first: of one account, of one user, or every operator action (who, when, before and after), in words, filtered by event and days. */
export function AuditList({ accountId, userId }: { accountId?: number; userId?: number }) {
  const t = useTranslations('operator');
  const locale = useLocale();
  const { timeZone } = useBrand();
  const [filters, setFilters] = useState<AuditFilters>({ accountId, userId: userId?.toString() ?? '', event: '', from: '', to: '', page: 1 });
  const audit = useAudit(filters);
  const names = audit.data?.names;
  // The platform's log holds the operators' actions; what a company's users do is in that company's log.
  const platformWide = accountId === undefined && userId === undefined;
  const filtered = Boolean(filters.userId || filters.event || filters.from || filters.to);
  const eventText = (event: string) => (t.has(`events.${event}` as OperatorKey) ? t(`events.${event}` as OperatorKey) : event);
  // Fixed widths that share a small laptop's 916 px (a wider window widens them alike).
  const columns: Column<Entry>[] = [
    { id: 'at', header: t('at'), width: '9rem', cell: (entry) => formatDateTime(entry.at, timeZone, locale) },
    { id: 'event', header: t('event'), width: '11rem', cell: (entry) => eventText(entry.event) },
    { id: 'who', header: t('who'), width: '9rem', cell: (entry) => entry.userName ?? t('none') },
    {
      id: 'account',
      header: t('account'),
      width: '10rem',
      cell: (entry) =>
        entry.accountId === null ? t('none') : <PageLink href={`/betrieb/konten/${entry.accountId}`}>{entry.accountName ?? `#${entry.accountId}`}</PageLink>,
    },
    { id: 'change', header: t('change'), width: '17.5rem', cell: (entry) => <AuditDetail detail={entry.detail} names={names} /> },
  ];

  return (
    <section className={styles.section}>
      {accountId !== undefined && <h2>{t('showAudit')}</h2>}
      <AuditFiltersForm events={AUDIT_EVENTS} eventText={eventText} filters={filters} onChange={(next) => setFilters({ ...next, accountId, page: 1 })} />
      <div data-testid="audit-log" className={styles.auditLog}>
        <DataTable label={t('auditTable')} rows={audit.data?.entries ?? []} columns={columns} rowKey={(entry) => entry.id} />
        {audit.data?.entries.length === 0 && <p>{t(platformWide && !filtered ? 'noOperatorActions' : 'noEntries')}</p>}
      </div>
      {audit.data && <Pager {...audit.data} onPage={(page) => setFilters({ ...filters, page })} />}
    </section>
  );
}
