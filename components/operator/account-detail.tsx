'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useNotice } from '@/components/ui/notice';
import type { UpdateOperatorAccountForm } from '@/lib/operator/schemas';
import { AccountFeaturesForm } from './account-features-form';
import { AccountUsers } from './account-users';
import { AddUserForm } from './add-user-form';
import { AuditList } from './audit-list';
import { CompanyForm } from './company-form';
import { useDeleteAccountMutation, useOperatorAccount, useUpdateAccountMutation } from './queries';
import { ShareholderTermsForm } from './shareholder-terms-form';
import { useOperatorErrors } from './use-operator-errors';
import styles from './operator.module.css';
import { TextLink } from '@/components/ui/text-link';

/** One company account: company data, block, release and removal, a seller's features, a shareholder's terms, its users (and a new one) and its audit log. */
export function AccountDetail({ id }: { id: number }) {
  const t = useTranslations('operator');
  const query = useOperatorAccount(id);
  const update = useUpdateAccountMutation(id);
  const remove = useDeleteAccountMutation(id);
  const router = useRouter();
  const [removing, setRemoving] = useState(false);
  const [blocking, setBlocking] = useState(false);
  const notice = useNotice();
  const problems = useOperatorErrors();
  const account = query.data?.account;
  if (query.error) return <p role="alert">{problems(query.error).message}</p>;
  if (!account) return null;
  // Each save names the version it saw; a 409 reloads the account (the mutation invalidates it).
  const save = (change: Omit<UpdateOperatorAccountForm, 'version'>, done?: string) =>
    update.mutate({ ...change, version: account.version }, { onSuccess: () => notice.saved(done), onSettled: () => setBlocking(false) });
  const statusProblem = problems(update.error).message ?? problems(remove.error).message;

  return (
    <div data-testid="operator-account">
      <div className={styles.toolbar}>
        <h1>{account.name}</h1>
        <span>
          {t(`kinds.${account.kind}`)}
          {account.parentName && ` · ${t('parent')}: ${account.parentName}`}
        </span>
      </div>
      {account.blocked && <p className={styles.notice}>{t('blockedNote')}</p>}
      {statusProblem && (
        <p className={styles.notice} role="alert">
          {statusProblem}
        </p>
      )}
      <div className={`${styles.actions} ${styles.section}`}>
        <strong data-testid="account-status">{t(`statuses.${account.status}`)}</strong>
        {account.blocked ? (
          <Button variant="secondary" disabled={update.isPending} onClick={() => save({ blocked: false }, t('accountUnblocked', { name: account.name }))}>
            {t('unblock')}
          </Button>
        ) : (
          <Button variant="danger" disabled={update.isPending} onClick={() => setBlocking(true)}>
            {t('block')}
          </Button>
        )}
        {(account.type === 'BUYER' || account.type === 'SELLER') && (
          <Button variant="secondary" disabled={update.isPending} onClick={() => save({ releasedForTrading: !account.releasedForTrading })}>
            {account.releasedForTrading ? t('withdrawRelease') : t('release')}
          </Button>
        )}
        <Button variant="danger" disabled={remove.isPending} onClick={() => setRemoving(true)}>
          {t('deleteAccount')}
        </Button>
        <TextLink href={`/betrieb/protokoll?accountId=${account.id}`}>{t('showAudit')}</TextLink>
      </div>
      <ConfirmDialog
        open={blocking}
        title={t('block')}
        consequence={t('confirmBlockAccount', { name: account.name })}
        confirmLabel={t('block')}
        danger
        busy={update.isPending}
        onClose={() => setBlocking(false)}
        onConfirm={() => save({ blocked: true }, t('accountBlocked', { name: account.name }))}
      />
      <ConfirmDialog
        open={removing}
        title={t('deleteAccount')}
        consequence={t('confirmDeleteAccount', { name: account.name })}
        confirmLabel={t('deleteAccount')}
        danger
        busy={remove.isPending}
        onClose={() => setRemoving(false)}
        onConfirm={() => remove.mutate(undefined, { onSuccess: () => router.push('/betrieb/konten'), onSettled: () => setRemoving(false) })}
      />
      <CompanyForm key={`company-${account.version}`} account={account} />
      {account.type === 'SELLER' && <AccountFeaturesForm key={`features-${account.version}`} account={account} />}
      {account.shareholderTerms && <ShareholderTermsForm key={`terms-${account.version}`} account={account} terms={account.shareholderTerms} />}
      <AccountUsers accountId={account.id} />
      <AddUserForm accountId={account.id} />
      <AuditList accountId={account.id} />
    </div>
  );
}
