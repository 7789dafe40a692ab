'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Field } from '@/components/ui/field';
import { TextField } from '@/components/ui/text-field';
import { SALUTATIONS } from '@/lib/users/schemas';
import styles from './operator.module.css';

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
      <Field id={`${id}-salutation`} label={t('salutation')} required>
        <select id={`${id}-salutation`} value={value.salutation} onChange={(e) => onChange({ ...value, salutation: e.target.value as Person['salutation'] })}>
          {SALUTATIONS.map((s) => (
            <option key={s} value={s}>
              {t(`salutations.${s}`)}
            </option>
          ))}
        </select>
      </Field>
      {text('firstName')}
      {text('lastName')}
      {text('email')}
    </div>
  );
}
