'use client';

import { useId } from 'react';
import { Field, invalidWhen } from '@/components/ui/field';

interface Common {
  label: string;
  required?: boolean;
  /** Already translated. */
  error?: string | null;
  onBlur?: () => void;
  name: string;
}

/** A labelled text input of the rule editor (days and times use DatePicker, TimeField and DateTimeField). */
export function InputField({ label, required, error, onBlur, name, value, onChange }: Common & { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <Field id={id} label={label} required={required} message={error}>
      <input id={id} name={name} type="text" value={value} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} {...invalidWhen(id, error)} />
    </Field>
  );
}
