'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type Column } from '@/components/ui/data-table';
import { useNotice } from '@/components/ui/notice';
import { useBrand } from '@/components/providers/brand-context';
import { formatDateTime } from '@/lib/format/dates';
import type { OperatorUserDto } from '@/lib/operator/schemas';
import { useAccountUsers, useDeleteUserMutation, useResendWelcomeMutation, useUpdateUserMutation } from './queries';
import { useOperatorErrors } from './use-operator-errors';
import styles from './operator.module.css';

const fullName = (u: OperatorUserDto) => `${u.firstName} ${u.lastName}`;

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
  const [removing, setRemoving] = useState<OperatorUserDto | null>(null);
  const [blocking, setBlocking] = useState<OperatorUserDto | null>(null);
  const notice = useNotice();
  const problems = useOperatorErrors();
  const problem = problems(update.error).message ?? problems(remove.error).message ?? problems(welcome.error).message;
  const busy = update.isPending || remove.isPending || welcome.isPending;
  const welcomed = welcome.isSuccess && users.data?.users.find((u) => u.id === welcome.variables);
  const columns: Column<OperatorUserDto>[] = [
    { id: 'name', header: t('userName'), sortValue: fullName, cell: (u) => (u.isAdmin ? `${fullName(u)} (${t('admin')})` : fullName(u)) },
    { id: 'email', header: t('email'), sortValue: (u) => u.email, cell: (u) => <span className={styles.wrap}>{u.email}</span> },
    {
      id: 'status',
      header: t('status'),
      cell: (u) => (
        <span>
          {u.blockedByOperator ? t('blocked') : u.blocked ? t('blockedByCompany') : t('active')}
          {u.locked && ` · ${t('locked')}`}
          {!u.passwordSet && ` · ${t('passwordPending')}`}
          <br />
          <small>{formatDateTime(u.createdAt, timeZone, locale)}</small>
        </span>
      ),
    },
  ];
  const actions = (u: OperatorUserDto) => (
    <>
      {!u.blockedByOperator && (
        <Button variant="secondary" disabled={busy} onClick={() => setBlocking(u)}>
          {t('userBlock')}
        </Button>
      )}
      {u.blocked && (
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => update.mutate({ id: u.id, body: { blocked: false } }, { onSuccess: () => notice.saved(t('userUnblocked', { name: fullName(u) })) })}
        >
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
      <Button variant="danger" disabled={busy} onClick={() => setRemoving(u)}>
        {t('userDelete')}
      </Button>
    </>
  );

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
      {users.data && (
        <div data-testid="operator-users">
          <DataTable
            label={t('usersTitle')}
            rows={users.data.users}
            columns={columns}
            rowKey={(u) => u.id}
            rowAttributes={(u) => ({ 'data-user': u.email })}
            actions={actions}
            empty={<p>{t('noUsers')}</p>}
          />
        </div>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('userDelete')}
        consequence={removing && t('confirmDelete', { name: fullName(removing) })}
        confirmLabel={t('userDelete')}
        danger
        busy={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing.id, { onSettled: () => setRemoving(null) })}
      />
      <ConfirmDialog
        open={blocking !== null}
        title={t('userBlock')}
        consequence={blocking && t('confirmBlockUser', { name: fullName(blocking) })}
        confirmLabel={t('userBlock')}
        danger
        busy={update.isPending}
        onClose={() => setBlocking(null)}
        onConfirm={() =>
          blocking &&
          update.mutate(
            { id: blocking.id, body: { blocked: true } },
            { onSuccess: () => notice.saved(t('userBlocked', { name: fullName(blocking) })), onSettled: () => setBlocking(null) },
          )
        }
      />
    </section>
  );
}
