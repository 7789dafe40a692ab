'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Field, invalidWhen } from '@/components/ui/field';
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
    <Field id={id} label={label} required={required} message={message && (t.has(message as never) ? t(message as never) : message)}>
      <select
        id={id}
        name={name}
        value={value}
        required={required}
        {...invalidWhen(id, message)}
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
    </Field>
  );
}
