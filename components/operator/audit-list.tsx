'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useBrand } from '@/components/providers/brand-context';
import { Pager } from '@/components/ui/pager';
import { AUDIT_EVENTS } from '@/lib/audit/events';
import { formatDateTime } from '@/lib/format/dates';
import { AuditDetail } from './audit-detail';
import { AuditFiltersForm } from './audit-filters';
import { useAudit, type AuditFilters } from './queries';
import styles from './operator.module.css';

type OperatorKey = Parameters<ReturnType<typeof useTranslations<'operator'>>>[0];

/** The audit log, newest first: of one account, of one user, or every operator action (who, when, before and after), in words, filtered by event and days. */
export function AuditList({ accountId, userId }: { accountId?: number; userId?: number }) {
  const t = useTranslations('operator');
  const locale = useLocale();
  const { timeZone } = useBrand();
  const [filters, setFilters] = useState<AuditFilters>({ accountId, userId: userId?.toString() ?? '', event: '', from: '', to: '', page: 1 });
  const audit = useAudit(filters);
  const names = audit.data?.names;
  const eventText = (event: string) => (t.has(`events.${event}` as OperatorKey) ? t(`events.${event}` as OperatorKey) : event);

  return (
    <section className={styles.section}>
      {accountId !== undefined && <h2>{t('showAudit')}</h2>}
      <AuditFiltersForm events={AUDIT_EVENTS} eventText={eventText} filters={filters} onChange={(next) => setFilters({ ...next, accountId, page: 1 })} />
      <div className={styles.tableWrap}>
        <table className={styles.table} data-testid="audit-log">
          <thead>
            <tr>
              <th>{t('at')}</th>
              <th>{t('event')}</th>
              <th>{t('who')}</th>
              <th>{t('account')}</th>
              <th>{t('change')}</th>
            </tr>
          </thead>
          <tbody>
            {audit.data?.entries.map((entry) => (
              <tr key={entry.id}>
                <td>{formatDateTime(entry.at, timeZone, locale)}</td>
                <td>{eventText(entry.event)}</td>
                <td>{entry.userName ?? t('none')}</td>
                <td>
                  {entry.accountId === null ? t('none') : <Link href={`/betrieb/konten/${entry.accountId}`}>{entry.accountName ?? `#${entry.accountId}`}</Link>}
                </td>
                <td>
                  <AuditDetail detail={entry.detail} names={names} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {audit.data?.entries.length === 0 && <p>{t('noEntries')}</p>}
      </div>
      {audit.data && <Pager {...audit.data} onPage={(page) => setFilters({ ...filters, page })} />}
    </section>
  );
}
