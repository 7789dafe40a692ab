'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useOperatorAccounts } from './queries';

/** The parent of a shareholder child account: a buyer of the platform, narrowed by a part of its name, then chosen. */
export function ParentSelect({ value, onChange, error }: { value: number | null; onChange: (id: number | null) => void; error?: string }) {
  const t = useTranslations('operator');
  const [query, setQuery] = useState('');
  const buyers = useOperatorAccounts({ query, type: 'BUYER', status: '', page: 1 });
  return (
    <>
      <TextField type="search" label={t('parentSearch')} value={query} onChange={setQuery} />
      <Select
        id="new-parent"
        label={t('parent')}
        required
        value={value === null ? '' : String(value)}
        onChange={(id) => onChange(id ? Number(id) : null)}
        placeholder={t('none')}
        options={(buyers.data?.accounts ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
        error={error}
      />
    </>
  );
}
