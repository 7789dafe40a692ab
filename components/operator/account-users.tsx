'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useBrand } from '@/components/providers/brand-context';
import { formatDateTime } from '@/lib/format/dates';
import { useAccountUsers, useDeleteUserMutation, useResendWelcomeMutation, useUpdateUserMutation } from './queries';
import { useOperatorErrors } from './use-operator-errors';
import styles from './operator.module.css';

/**
 * trading-domain 4, 6: the account's users; the operator blocks, unblocks, unlocks and deletes them, and mails a new welcome link to one without a password.
 * A user its company blocked can still be blocked by the operator, whose block the company cannot lift.
 */
export function AccountUsers({ accountId }: { accountId: number }) {
  const t = useTranslations('operator');
  const locale = useLocale();
  const { timeZone } = useBrand();
  const users = useAccountUsers(accountId);
  const update = useUpdateUserMutation();
  const remove = useDeleteUserMutation();
  const welcome = useResendWelcomeMutation();
  const problems = useOperatorErrors();
  const problem = problems(update.error).message ?? problems(remove.error).message ?? problems(welcome.error).message;
  const busy = update.isPending || remove.isPending || welcome.isPending;
  const welcomed = welcome.isSuccess && users.data?.users.find((u) => u.id === welcome.variables);

  return (
    <section className={styles.section}>
      <h2>{t('usersTitle')}</h2>
      {problem && (
        <p className={styles.notice} role="alert">
          {problem}
        </p>
      )}
      {welcomed && (
        <p className={styles.notice} role="status">
          {t('welcomeResent', { email: welcomed.email })}
        </p>
      )}
      <div className={styles.tableWrap}>
        <table className={styles.table} data-testid="operator-users">
          <thead>
            <tr>
              <th>{t('name')}</th>
              <th>{t('email')}</th>
              <th>{t('status')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {users.data?.users.map((u) => {
              const name = `${u.firstName} ${u.lastName}`;
              return (
                <tr key={u.id} data-user={u.email}>
                  <td>
                    {name}
                    {u.isAdmin && ` (${t('admin')})`}
                  </td>
                  <td>{u.email}</td>
                  <td>
                    {u.blockedByOperator ? t('blocked') : u.blocked ? t('blockedByCompany') : t('active')}
                    {u.locked && ` · ${t('locked')}`}
                    {!u.passwordSet && ` · ${t('passwordPending')}`}
                    <br />
                    <small>{formatDateTime(u.createdAt, timeZone, locale)}</small>
                  </td>
                  <td className={styles.actions}>
                    {!u.blockedByOperator && (
                      <Button variant="secondary" disabled={busy} onClick={() => update.mutate({ id: u.id, body: { blocked: true } })}>
                        {t('userBlock')}
                      </Button>
                    )}
                    {u.blocked && (
                      <Button variant="secondary" disabled={busy} onClick={() => update.mutate({ id: u.id, body: { blocked: false } })}>
                        {t('userUnblock')}
                      </Button>
                    )}
                    {!u.passwordSet && (
                      <Button variant="secondary" disabled={busy} onClick={() => welcome.mutate(u.id)}>
                        {t('resendWelcome')}
                      </Button>
                    )}
                    {u.locked && (
                      <Button variant="secondary" disabled={busy} onClick={() => update.mutate({ id: u.id, body: { locked: false } })}>
                        {t('userUnlock')}
                      </Button>
                    )}
                    <Button variant="danger" disabled={busy} onClick={() => window.confirm(t('confirmDelete', { name })) && remove.mutate(u.id)}>
                      {t('userDelete')}
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {users.data?.users.length === 0 && <p>{t('noUsers')}</p>}
      </div>
    </section>
  );
}
