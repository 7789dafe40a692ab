'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import styles from '@/components/ui/ui.module.css';
import { requiredProblem } from '@/components/ui/validation';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  /** Shown as the empty first choice. */
  placeholder?: string;
  required?: boolean;
  error?: string | null;
  name?: string;
}

/** A labelled native select with the same focus-out "required" check as TextField. */
export function SelectField({ label, value, onChange, options, placeholder, required, error, name }: Props) {
  const t = useTranslations('validation');
  const id = useId();
  const [touched, setTouched] = useState(false);
  const message = (touched && required ? requiredProblem(value) : null) ?? error ?? null;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        required={required}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
        onBlur={() => setTouched(true)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {message && (
        <p id={`${id}-error`} className={styles.fieldError} role="alert">
          {t.has(message as never) ? t(message as never) : message}
        </p>
      )}
    </div>
  );
}
