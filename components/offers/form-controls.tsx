'use client';

import { useId, type ReactNode } from 'react';
import ui from '@/components/ui/ui.module.css';

interface Common {
  label: string;
  required?: boolean;
  /** Already translated. */
  error?: string | null;
  onBlur?: () => void;
  name: string;
}

/** A labelled native select with its message underneath (the offer form and the rule editor). */
export function SelectField({ label, required, error, onBlur, name, value, onChange, children }: Common & { value: string; onChange: (value: string) => void; children: ReactNode }) {
  const id = useId();
  return (
    <div className={ui.field}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <select id={id} name={name} value={value} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
        {children}
      </select>
      {error && <p id={`${id}-error`} className={ui.fieldError} role="alert">{error}</p>}
    </div>
  );
}

/** A labelled text input (days and times use DatePicker, TimeField and DateTimeField). */
export function InputField({ label, required, error, onBlur, name, value, onChange }: Common & { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className={ui.field}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input id={id} name={name} type="text" value={value} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      {error && <p id={`${id}-error`} className={ui.fieldError} role="alert">{error}</p>}
    </div>
  );
}
