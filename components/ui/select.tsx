'use client';

import { useMessages, useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import { Field, invalidWhen } from './field';
import { isKeyOf } from '@/lib/i18n/keys';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Given by a Form (FormField), whose schema checks the field; without it a required select checks itself on focus-out. */
  onBlur?: () => void;
  /** The choices; or `children` for option groups. */
  options?: { value: string; label: string; disabled?: boolean }[];
  /** Shown as the empty first choice. */
  placeholder?: string;
  children?: ReactNode;
  required?: boolean;
  /** A text, or a key of the shared field texts (translated here). */
  error?: string | null;
  name?: string;
  id?: string;
}

/** The one select: a labelled native <select> (the phone's own picker), its message underneath. */
export function Select({ label, value, onChange, onBlur, options, placeholder, children, required, error, name, id }: Props) {
  const tv = useTranslations('validation');
  const texts = useMessages().validation;
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const [touched, setTouched] = useState(false);
  const ownProblem = !onBlur && touched && required && value === '' ? tv('required') : null;
  const message = ownProblem ?? (isKeyOf(texts, error) ? tv(error) : (error ?? null));
  return (
    <Field id={selectId} label={label} required={required} message={message}>
      <select
        id={selectId}
        name={name}
        value={value}
        required={required}
        {...invalidWhen(selectId, message)}
        onChange={(e) => onChange(e.target.value)}
        onBlur={() => (onBlur ? onBlur() : setTouched(true))}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options?.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
        {children}
      </select>
    </Field>
  );
}
