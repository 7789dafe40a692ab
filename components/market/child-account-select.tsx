'use client';

import { useTranslations } from 'next-intl';
import { Select } from '@/components/ui/select';

/** platform-shell 4: a parent account looks at the market of one of its child (shareholder) accounts. */
export function ChildAccountSelect({
  accounts,
  value,
  onChange,
}: {
  accounts: { id: number; name: string }[];
  value: number | null;
  onChange: (childAccountId: number | null) => void;
}) {
  const t = useTranslations('market');
  return (
    <Select
      label={t('accountFor')}
      value={value === null ? '' : String(value)}
      onChange={(v) => onChange(v ? Number(v) : null)}
      placeholder={t('ownAccount')}
      options={accounts.map((a) => ({ value: String(a.id), label: a.name }))}
    />
  );
}
