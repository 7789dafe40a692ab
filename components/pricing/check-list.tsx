'use client';

import ui from '@/components/ui/ui.module.css';
import styles from './pricing.module.css';

/** A multiple choice as checkboxes (products, terminals, customers of a rule), with its message underneath. */
export function CheckList({
  legend,
  options,
  selected,
  onChange,
  error,
  required,
  single,
}: {
  legend: string;
  options: { id: number; name: string }[];
  selected: number[];
  onChange: (ids: number[]) => void;
  error?: string | null;
  required?: boolean;
  /** One choice only (a density belongs to one product). */
  single?: boolean;
}) {
  const toggle = (id: number) => {
    if (single) return onChange([id]);
    onChange(selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id]);
  };
  return (
    <fieldset className={styles.checkList} aria-invalid={error ? true : undefined}>
      <legend>
        {legend}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      {options.map((option) => (
        <label key={option.id}>
          <input type={single ? 'radio' : 'checkbox'} checked={selected.includes(option.id)} onChange={() => toggle(option.id)} /> {option.name}
        </label>
      ))}
      {error && (
        <p className={ui.fieldError} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
