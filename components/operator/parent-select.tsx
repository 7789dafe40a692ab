'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Field } from '@/components/ui/field';
import { useOperatorAccounts } from './queries';

/** The parent of a shareholder child account: a buyer of the platform, found by name. */
export function ParentSelect({ value, onChange, error }: { value: number | null; onChange: (id: number | null) => void; error?: string }) {
  const t = useTranslations('operator');
  const [query, setQuery] = useState('');
  const buyers = useOperatorAccounts({ query, type: 'BUYER', status: '', page: 1 });
  return (
    <Field id="new-parent" label={t('parent')} required message={error}>
      <input type="search" aria-label={t('search')} value={query} onChange={(e) => setQuery(e.target.value)} />
      <select id="new-parent" value={value ?? ''} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}>
        <option value="">{t('none')}</option>
        {buyers.data?.accounts.map((a) => (
          <option key={a.id} value={a.id}>
            {a.name}
          </option>
        ))}
      </select>
    </Field>
  );
}
