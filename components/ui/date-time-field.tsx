'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { DatePicker } from './date-picker';
import { TimeField } from './time-field';
import styles from './ui.module.css';

interface Props {
  label: string;
  /** "YYYY-MM-DDTHH:mm" (local time of the brand's zone), or "" while day or time is missing. */
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  name: string;
  error?: string | null;
  onBlur?: () => void;
}

/** A day (DD.MM.YYYY, with the calendar) and a time of day (HH:MM) that make one moment. */
export function DateTimeField({ label, value, onChange, required, name, error, onBlur }: Props) {
  const t = useTranslations('shell');
  const [parts, setParts] = useState(() => ({ day: value.slice(0, 10), time: value.slice(11, 16) }));
  // A value from outside (a stored offer) replaces both parts; "" keeps what is half typed.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (value) setParts({ day: value.slice(0, 10), time: value.slice(11, 16) });
  }
  const change = (next: { day: string; time: string }) => {
    setParts(next);
    onChange(next.day && next.time ? `${next.day}T${next.time}` : '');
  };
  return (
    <div className={styles.dateTime}>
      <DatePicker
        name={`${name}Day`}
        label={label}
        required={required}
        value={parts.day}
        onChange={(day) => change({ ...parts, day })}
        error={error}
        onBlur={onBlur}
      />
      <TimeField
        name={`${name}Time`}
        label={t('time')}
        accessibleLabel={t('timeOf', { label })}
        required={required}
        value={parts.time}
        onChange={(time) => change({ ...parts, time })}
        onBlur={onBlur}
      />
    </div>
  );
}
