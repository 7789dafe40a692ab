'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type InputHTMLAttributes } from 'react';
import { useBrand } from '@/components/providers/brand-context';
import { isFutureDay, todayIsoDate } from '@/lib/format/dates';
import styles from './ui.module.css';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'max'> {
  label: string;
  /** A calendar day "YYYY-MM-DD", or "" for none. */
  value: string;
  onChange: (day: string) => void;
  /** Shown when a future day is typed (the day is then not taken); a standard text by default. */
  futureMessage?: string;
}

/**
 * A date field that refuses future days (platform-shell 5). The native picker greys them out via
 * `max`; a day typed past it is refused here, because `max` alone does not stop typing.
 */
export function DatePicker({ label, value, onChange, futureMessage, id, ...rest }: Props) {
  const t = useTranslations('shell');
  const { timeZone } = useBrand();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [refused, setRefused] = useState(false);
  return (
    <div className={styles.field}>
      <label htmlFor={inputId}>{label}</label>
      <input
        {...rest}
        id={inputId}
        type="date"
        max={todayIsoDate(timeZone)}
        value={value}
        aria-invalid={refused ? true : undefined}
        aria-describedby={refused ? `${inputId}-error` : undefined}
        onChange={(e) => {
          const day = e.target.value;
          const future = day !== '' && isFutureDay(day, timeZone);
          setRefused(future);
          if (!future) onChange(day);
        }}
      />
      {refused && (
        <p id={`${inputId}-error`} className={styles.fieldError} role="alert">
          {futureMessage ?? t('futureDate')}
        </p>
      )}
    </div>
  );
}
