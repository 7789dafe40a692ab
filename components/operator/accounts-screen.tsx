'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { Pager } from '@/components/ui/pager';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { TextLink } from '@/components/ui/text-link';
import { ACCOUNT_FILTER_TYPES, ACCOUNT_STATUSES, type OperatorAccountDto } from '@/lib/operator/schemas';
import { useOperatorAccounts, type AccountFilters } from './queries';
import styles from './operator.module.css';

/** The operator's company accounts: search by name, account type and status, a page at a time. */
export function AccountsScreen({ title, createLabel }: { title: string; createLabel: string }) {
  const t = useTranslations('operator');
  const [draft, setDraft] = useState('');
  const [filters, setFilters] = useState<AccountFilters>({ query: '', type: '', status: '', page: 1 });
  const accounts = useOperatorAccounts(filters);
  const set = (change: Partial<AccountFilters>) => setFilters((f) => ({ ...f, page: 1, ...change }));
  const columns: Column<OperatorAccountDto>[] = [
    { id: 'name', header: t('name'), cell: (a) => <TextLink href={`/betrieb/konten/${a.id}`}>{a.name}</TextLink> },
    { id: 'kind', header: t('kind'), cell: (a) => t(`kinds.${a.kind}`) },
    { id: 'parent', header: t('parent'), cell: (a) => a.parentName ?? t('none') },
    { id: 'city', header: t('city'), cell: (a) => a.city },
    { id: 'status', header: t('status'), cell: (a) => t(`statuses.${a.status}`) },
    { id: 'users', header: t('users'), numeric: true, cell: (a) => a.userCount },
  ];

  return (
    <>
      <div className={styles.toolbar}>
        <h1>{title}</h1>
        <TextLink href="/betrieb/konten/neu" data-testid="create-account">
          {createLabel}
        </TextLink>
      </div>
      <form
        className={styles.filters}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          set({ query: draft.trim() });
        }}
      >
        <TextField id="account-search" label={t('search')} type="search" value={draft} onChange={setDraft} />
        <Select
          id="account-type"
          label={t('type')}
          value={filters.type}
          onChange={(type) => set({ type })}
          placeholder={t('all')}
          options={ACCOUNT_FILTER_TYPES.map((type) => ({ value: type, label: t(`kinds.${type}`) }))}
        />
        <Select
          id="account-status"
          label={t('status')}
          value={filters.status}
          onChange={(status) => set({ status })}
          placeholder={t('all')}
          options={ACCOUNT_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
        />
        <Button type="submit">{t('filter')}</Button>
      </form>
      {accounts.data && (
        <div data-testid="operator-accounts">
          <DataTable label={title} rows={accounts.data.accounts} columns={columns} rowKey={(a) => a.id} empty={<p>{t('noAccounts')}</p>} />
        </div>
      )}
      {accounts.data && <Pager {...accounts.data} onPage={(page) => setFilters((f) => ({ ...f, page }))} />}
    </>
  );
}
