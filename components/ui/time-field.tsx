'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Field, invalidWhen } from './field';

interface Props {
  label: string;
  /** The name screen readers hear when the visible label is short ("Uhrzeit" beside a day). */
  accessibleLabel?: string;
  /** "HH:mm" (24 hours), or "" for none. */
  value: string;
  onChange: (time: string) => void;
  required?: boolean;
  name?: string;
  id?: string;
  /** A message of the form around it (already translated); the field's own one comes first. */
  error?: string | null;
  onBlur?: () => void;
}

/** What was typed as a time of day (7:30, 07.30, 0730, 17) as "HH:mm"; null when it is none. */
export function parseTime(text: string): string | null {
  const match = /^(\d{1,2})(?:[:.]?(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2] ?? 0)];
  return hours < 24 && minutes < 60 ? `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}` : null;
}

/**
 * A time of day in hours and minutes (platform-shell 5), typed on the 24-hour clock whatever the
 * browser's language; what is no time is refused with a message and not passed on.
 */
export function TimeField({ label, accessibleLabel, value, onChange, required, name, id, error, onBlur }: Props) {
  const t = useTranslations('shell');
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [text, setText] = useState(value);
  const [problem, setProblem] = useState<string | null>(null);
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }
  const commit = () => {
    const time = text.trim() === '' ? '' : parseTime(text);
    setProblem(time === null ? t('timeFormat') : null);
    if (time === null) return;
    setText(time);
    if (time !== value) onChange(time);
  };
  const message = problem ?? error ?? null;
  return (
    <Field id={inputId} label={label} required={required} message={message}>
      <input
        id={inputId}
        name={name}
        aria-label={accessibleLabel}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('timePlaceholder')}
        value={text}
        {...invalidWhen(inputId, message)}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => {
          commit();
          onBlur?.();
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
      />
    </Field>
  );
}
