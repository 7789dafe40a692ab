'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Field } from '@/components/ui/field';
import { ACCOUNT_FILTER_TYPES, ACCOUNT_STATUSES } from '@/lib/operator/schemas';
import { Pager } from '@/components/ui/pager';
import { useOperatorAccounts, type AccountFilters } from './queries';
import styles from './operator.module.css';

/** The operator's company accounts: search by name, account type and status, a page at a time. */
export function AccountsScreen({ title, createLabel }: { title: string; createLabel: string }) {
  const t = useTranslations('operator');
  const [draft, setDraft] = useState('');
  const [filters, setFilters] = useState<AccountFilters>({ query: '', type: '', status: '', page: 1 });
  const accounts = useOperatorAccounts(filters);
  const set = (change: Partial<AccountFilters>) => setFilters((f) => ({ ...f, page: 1, ...change }));

  return (
    <>
      <div className={styles.toolbar}>
        <h1>{title}</h1>
        <Link href="/betrieb/konten/neu" data-testid="create-account">
          {createLabel}
        </Link>
      </div>
      <form
        className={styles.filters}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          set({ query: draft.trim() });
        }}
      >
        <Field id="account-search" label={t('search')}>
          <input id="account-search" type="search" value={draft} onChange={(e) => setDraft(e.target.value)} />
        </Field>
        <Field id="account-type" label={t('type')}>
          <select id="account-type" value={filters.type} onChange={(e) => set({ type: e.target.value })}>
            <option value="">{t('all')}</option>
            {ACCOUNT_FILTER_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`kinds.${type}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field id="account-status" label={t('status')}>
          <select id="account-status" value={filters.status} onChange={(e) => set({ status: e.target.value })}>
            <option value="">{t('all')}</option>
            {ACCOUNT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`statuses.${status}`)}
              </option>
            ))}
          </select>
        </Field>
        <button type="submit">{t('filter')}</button>
      </form>
      <div className={styles.tableWrap}>
        <table className={styles.table} data-testid="operator-accounts">
          <thead>
            <tr>
              <th>{t('name')}</th>
              <th>{t('kind')}</th>
              <th>{t('parent')}</th>
              <th>{t('city')}</th>
              <th>{t('status')}</th>
              <th>{t('users')}</th>
            </tr>
          </thead>
          <tbody>
            {accounts.data?.accounts.map((a) => (
              <tr key={a.id}>
                <td>
                  <Link href={`/betrieb/konten/${a.id}`}>{a.name}</Link>
                </td>
                <td>{t(`kinds.${a.kind}`)}</td>
                <td>{a.parentName ?? t('none')}</td>
                <td>{a.city}</td>
                <td>{t(`statuses.${a.status}`)}</td>
                <td>{a.userCount}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {accounts.data?.accounts.length === 0 && <p>{t('noAccounts')}</p>}
      </div>
      {accounts.data && <Pager {...accounts.data} onPage={(page) => setFilters((f) => ({ ...f, page }))} />}
    </>
  );
}
