'use client';

import styles from './ui.module.css';

interface Option {
  value: string;
  label: string;
}

/**
 * A list filter that takes several values: the choices fold under a summary ("Alle", or the
 * chosen names), each a checkbox, so keyboard and screen readers use it like any form control.
 */
export function MultiSelect({
  id,
  label,
  allLabel,
  options,
  value,
  onChange,
}: {
  id: string;
  label: string;
  allLabel: string;
  options: Option[];
  value: string[];
  onChange: (value: string[]) => void;
}) {
  const chosen = options.filter((o) => value.includes(o.value)).map((o) => o.label);
  const summary = chosen.length ? chosen.join(', ') : allLabel;
  return (
    <div className={styles.multiSelect}>
      <span id={`${id}-label`} className={styles.multiSelectLabel}>
        {label}
      </span>
      <details>
        <summary aria-label={`${label}: ${summary}`} data-testid={`${id}-summary`}>
          <span>{summary}</span>
        </summary>
        <fieldset aria-labelledby={`${id}-label`}>
          {options.map((option) => (
            <label key={option.value}>
              <input
                type="checkbox"
                checked={value.includes(option.value)}
                onChange={(e) => onChange(e.target.checked ? [...value, option.value] : value.filter((v) => v !== option.value))}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
      </details>
    </div>
  );
}
