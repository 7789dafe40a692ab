'use client';

import { useId, type ReactNode } from 'react';
import styles from './ui.module.css';

interface CheckboxProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  /** Already translated (FormField hands it over so). */
  error?: string | null;
  name?: string;
  disabled?: boolean;
  required?: boolean;
}

/** A checkbox with its text beside it; the whole line is the tap target (44 px high, the box 24 px). */
export function Checkbox({ label, checked, onChange, onBlur, error, name, disabled, required }: CheckboxProps) {
  const id = useId();
  return (
    <div className={styles.choiceField}>
      <label className={styles.choice}>
        <input
          type="checkbox"
          name={name}
          checked={checked}
          disabled={disabled}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.checked)}
          onBlur={onBlur}
        />
        <span>{label}</span>
      </label>
      <p id={`${id}-error`} className={styles.fieldError}>
        {error && <span role="alert">{error}</span>}
      </p>
    </div>
  );
}

interface RadioGroupProps<V extends string> {
  legend: string;
  value: V | '';
  onChange: (value: V) => void;
  options: readonly { value: V; label: ReactNode }[];
  onBlur?: () => void;
  error?: string | null;
  name?: string;
  /** Side by side (a few short choices) rather than one under the other. */
  inline?: boolean;
  disabled?: boolean;
}

/** Radio buttons under a legend: native, so the arrow keys move between them; each line a 44 px tap target. */
export function RadioGroup<V extends string>({ legend, value, onChange, options, onBlur, error, name, inline, disabled }: RadioGroupProps<V>) {
  const id = useId();
  return (
    <fieldset
      className={inline ? `${styles.radioGroup} ${styles.inline}` : styles.radioGroup}
      disabled={disabled}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend>{legend}</legend>
      <div className={styles.radioOptions}>
        {options.map((o) => (
          <label key={o.value} className={styles.choice}>
            <input type="radio" name={name ?? id} value={o.value} checked={value === o.value} onChange={() => onChange(o.value)} onBlur={onBlur} />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      <p id={`${id}-error`} className={styles.fieldError}>
        {error && <span role="alert">{error}</span>}
      </p>
    </fieldset>
  );
}

interface CheckboxGroupProps<V extends string | number> {
  legend: string;
  options: readonly { value: V; label: ReactNode }[];
  /** The values ticked, in the order they were ticked. */
  value: readonly V[];
  onChange: (value: V[]) => void;
  /** Already translated. */
  error?: string | null;
  required?: boolean;
  /** The frame's own look (e.g. a scrolling box for a long list). */
  className?: string;
}

/** A multiple choice as checkboxes under a legend, in columns as wide as the room allows; each line a 44 px tap target. */
export function CheckboxGroup<V extends string | number>({ legend, options, value, onChange, error, required, className }: CheckboxGroupProps<V>) {
  const id = useId();
  return (
    <fieldset
      className={className ? `${styles.checkboxGroup} ${className}` : styles.checkboxGroup}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend>
        {legend}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      <div className={styles.checkboxOptions}>
        {options.map((o) => (
          <label key={o.value} className={styles.choice}>
            <input
              type="checkbox"
              checked={value.includes(o.value)}
              onChange={(e) => onChange(e.target.checked ? [...value, o.value] : value.filter((v) => v !== o.value))}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      <p id={`${id}-error`} className={styles.fieldError}>
        {error && <span role="alert">{error}</span>}
      </p>
    </fieldset>
  );
}
