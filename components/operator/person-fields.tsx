'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { TextField } from '@/components/ui/text-field';
import { SALUTATIONS } from '@/lib/users/schemas';
import styles from './operator.module.css';
import { Select } from '@/components/ui/select';

export interface Person {
  salutation: (typeof SALUTATIONS)[number];
  firstName: string;
  lastName: string;
  email: string;
}

export const EMPTY_PERSON: Person = { salutation: 'Ms', firstName: '', lastName: '', email: '' };

/** Salutation, name and e-mail of a user the operator creates; `errors` are the server's field keys under `prefix` (e.g. "admin."). */
export function PersonFields({
  value,
  onChange,
  errors,
  prefix,
}: {
  value: Person;
  onChange: (value: Person) => void;
  errors: Record<string, string>;
  prefix: string;
}) {
  const t = useTranslations('operator');
  const id = useId();
  const text = (key: 'firstName' | 'lastName' | 'email') => (
    <TextField
      label={t(key)}
      required
      type={key === 'email' ? 'email' : 'text'}
      value={value[key]}
      error={errors[`${prefix}${key}`]}
      onChange={(v) => onChange({ ...value, [key]: v })}
    />
  );
  return (
    <div className={styles.grid}>
      <Select
        id={`${id}-salutation`}
        label={t('salutation')}
        required
        value={value.salutation}
        onChange={(salutation) => onChange({ ...value, salutation: salutation as Person['salutation'] })}
        options={SALUTATIONS.map((s) => ({ value: s, label: t(`salutations.${s}`) }))}
      />
      {text('firstName')}
      {text('lastName')}
      {text('email')}
    </div>
  );
}
