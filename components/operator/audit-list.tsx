'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useBrand } from '@/components/providers/brand-context';
import { isOperatorEvent } from '@/lib/audit/events';
import { formatDateTime } from '@/lib/format/dates';
import { AuditDetail } from './audit-detail';
import { Pager } from '@/components/ui/pager';
import { useAudit } from './queries';
import styles from './operator.module.css';

/** The audit log, newest first: of one account, or every operator action (who, when, before and after). */
export function AuditList({ accountId }: { accountId?: number }) {
  const t = useTranslations('operator');
  const locale = useLocale();
  const { timeZone } = useBrand();
  const [page, setPage] = useState(1);
  const audit = useAudit(accountId, page);
  const eventText = (event: string) => (isOperatorEvent(event) ? t(`events.${event}`) : event);

  return (
    <section className={styles.section}>
      {accountId !== undefined && <h2>{t('showAudit')}</h2>}
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
                  <AuditDetail detail={entry.detail} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {audit.data?.entries.length === 0 && <p>{t('noEntries')}</p>}
      </div>
      {audit.data && <Pager {...audit.data} onPage={setPage} />}
    </section>
  );
}
