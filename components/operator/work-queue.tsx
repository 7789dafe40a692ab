import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { SessionUser } from '@/lib/auth/session-user';
import { brand } from '@/lib/env';
import { formatDate } from '@/lib/format/dates';
import { formatCount, formatVolume } from '@/lib/format/number';
import { getOperatorDesk } from '@/lib/operator/get-operator-desk';
import styles from './operator.module.css';
import { PageLink } from '@/components/ui/page-link';

/**
 * design 14: the operator's start page as a work queue: locked logins, relationship requests
 * waiting more than two days, accounts not released, mails not delivered (each with its count
 * and the oldest rows, linked to the account to act on), and today's orders and volume per brand.
 * Rendered on the server with the page: the same use case as GET /api/operator/desk.
 */
export async function WorkQueue({ user }: { user: SessionUser }) {
  const t = await getTranslations('operator.desk');
  const locale = await getLocale();
  const { timeZone } = brand();
  const desk = await getOperatorDesk(user);
  const account = (id: number, name: string) => <PageLink href={`/betrieb/konten/${id}`}>{name}</PageLink>;

  return (
    <section className={`${styles.section} ${styles.workQueue}`} data-testid="work-queue" aria-labelledby="work-queue-title">
      <h2 id="work-queue-title">{t('title')}</h2>
      <table className={styles.table} data-testid="today">
        <caption>{t('today')}</caption>
        <thead>
          <tr>
            <th>{t('brand')}</th>
            <th>{t('orders')}</th>
            <th>{t('volume')}</th>
          </tr>
        </thead>
        <tbody>
          {desk.today.map((row) => (
            <tr key={row.brandId}>
              <td>{row.platformName}</td>
              <td>{row.orders}</td>
              <td>{formatVolume(row.volume, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Queue title={t('lockedLogins')} queue={desk.lockedLogins} testId="locked-logins">
        {(r) => (
          <>
            {r.name} ({r.email}) · {account(r.accountId, r.accountName)}
          </>
        )}
      </Queue>
      <Queue title={t('waitingRequests')} queue={desk.waitingRequests} testId="waiting-requests">
        {(r) => (
          <>
            {account(r.buyerAccountId, r.buyerName)} → {account(r.sellerAccountId, r.sellerName)} · {t('requestedAt')}{' '}
            {formatDate(r.requestedAt, timeZone, locale)}
          </>
        )}
      </Queue>
      <Queue title={t('notReleased')} queue={desk.notReleased} testId="not-released">
        {(r) => (
          <>
            {account(r.accountId, r.accountName)} · {t('createdAt')} {formatDate(r.createdAt, timeZone, locale)}
          </>
        )}
      </Queue>
      <Queue title={t('failedMails')} queue={desk.failedMails} testId="failed-mails">
        {(r) => (
          <>
            {r.to} · {r.subject} · {t('attempts')}: {r.attempts} · {t('lastError')}: {r.lastError}
          </>
        )}
      </Queue>
    </section>
  );
}

async function Queue<T>({
  title,
  queue,
  testId,
  children,
}: {
  title: string;
  queue: { count: number; rows: T[] };
  testId: string;
  children: (row: T) => ReactNode;
}) {
  const t = await getTranslations('operator.desk');
  const locale = await getLocale();
  return (
    <div data-testid={testId}>
      <h3>
        {title}: <span data-testid={`${testId}-count`}>{formatCount(queue.count, locale)}</span>
      </h3>
      {queue.count === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul>
          {queue.rows.map((row, i) => (
            <li key={i}>{children(row)}</li>
          ))}
          {queue.count > queue.rows.length && <li>{t('more', { count: formatCount(queue.count - queue.rows.length, locale) })}</li>}
        </ul>
      )}
    </div>
  );
}
