'use client';

import type { Matcher } from '@daypicker/react';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useId, useState } from 'react';
import { useBrand } from '@/components/providers/brand-context';
import { formatDay, parseDay, todayIsoDate } from '@/lib/format/dates';
import { Field, invalidWhen } from './field';
import styles from './ui.module.css';

// The calendar (react-day-picker with its date library, about 23 kB gzip) loads when one is first
// opened: most dates are typed, and it would otherwise weigh on the first load of every page with a date field.
const Calendar = lazy(() => import('./calendar').then((m) => ({ default: m.Calendar })));

interface Props {
  label: string;
  /** A calendar day "YYYY-MM-DD", or "" for none. */
  value: string;
  onChange: (day: string) => void;
  /** platform-shell 5: filters and reports take no future day; offer and rule dates do. */
  noFuture?: boolean;
  /** Earliest and latest day ("YYYY-MM-DD") besides the future rule, e.g. to keep a range in order. */
  min?: string;
  max?: string;
  required?: boolean;
  name?: string;
  id?: string;
  /** A message of the form around it (already translated); the field's own ones come first. */
  error?: string | null;
  onBlur?: () => void;
}

// Calendar days travel as "YYYY-MM-DD"; the calendar works with local Date objects of those days.
const toDate = (day: string) => new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
const toDay = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * A date field as platform-shell 5 has it: typed as DD.MM.YYYY whatever the browser's language,
 * or picked from a calendar with German month names that greys out the days it does not take.
 * A typed day that is no real day, lies in the future (with `noFuture`) or outside min/max is
 * refused with a message and not passed on; clearing the field passes "".
 */
export function DatePicker({ label, value, onChange, noFuture, min, max, required, name, id, error, onBlur }: Props) {
  const t = useTranslations('shell');
  const { timeZone } = useBrand();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [text, setText] = useState(formatDay(value));
  const [problem, setProblem] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setText(formatDay(value));
  }

  const today = todayIsoDate(timeZone);
  const latest = noFuture && (!max || today < max) ? today : max;
  const refusal = (day: string) => {
    if (noFuture && day > today) return t('futureDate');
    if ((min && day < min) || (max && day > max)) return t('dateOutOfRange');
    return null;
  };
  const take = (day: string) => {
    const refused = refusal(day);
    setProblem(refused);
    if (refused) return;
    setText(formatDay(day));
    if (day !== value) onChange(day);
  };
  const commitText = () => {
    if (text.trim() === '') {
      setProblem(null);
      if (value !== '') onChange('');
      return;
    }
    const day = parseDay(text);
    if (day) take(day);
    else setProblem(t('dateFormat'));
  };
  const disabled: Matcher[] = [...(latest ? [{ after: toDate(latest) }] : []), ...(min ? [{ before: toDate(min) }] : [])];
  const message = problem ?? error ?? null;

  return (
    <Field
      id={inputId}
      label={label}
      required={required}
      message={message}
      className={styles.dateField}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setOpen(false);
      }}
    >
      <div className={styles.dateInput}>
        <input
          id={inputId}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('datePlaceholder')}
          value={text}
          {...invalidWhen(inputId, message)}
          onChange={(e) => setText(e.target.value)}
          onBlur={() => {
            commitText();
            onBlur?.();
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commitText();
          }}
        />
        <button type="button" className={styles.calendarButton} aria-label={t('openCalendar')} aria-expanded={open} onClick={() => setOpen(!open)}>
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <rect x="3" y="5" width="18" height="16" rx="2" />
            <path d="M3 10h18M8 3v4M16 3v4" />
          </svg>
        </button>
      </div>
      {open && (
        <div className={styles.calendar}>
          <Suspense fallback={null}>
            <Calendar
              selected={value ? toDate(value) : undefined}
              defaultMonth={toDate(value || (latest && latest < today ? latest : today))}
              disabled={disabled}
              onSelect={(date) => {
                if (!date) return;
                take(toDay(date));
                setOpen(false);
              }}
            />
          </Suspense>
        </div>
      )}
    </Field>
  );
}
