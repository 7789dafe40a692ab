'use client';

import { useMessages, useTranslations } from 'next-intl';
import { useId, useLayoutEffect, useRef, useState, type InputHTMLAttributes } from 'react';
import { Field, invalidWhen } from './field';
import { emailProblem, requiredProblem } from './validation';
import { isKeyOf } from '@/lib/i18n/keys';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A message key from the server or the form, shown under the field. */
  error?: string | null;
}

/**
 * A labelled input. On focus-out an empty required field shows "required" and an e-mail field
 * with a malformed address shows "email_format_required"; both clear once the value is fixed.
 * What was typed before the page became interactive (a slow phone, a fast typist) is taken over
 * when it does: React keeps it on the screen but not in the form's state, so it would be lost.
 */
export function TextField({ label, value, onChange, error, required, type = 'text', id, ...rest }: Props) {
  const t = useTranslations('validation');
  const texts = useMessages().validation;
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [touched, setTouched] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // Once, when the page becomes interactive: in the commit that hydrates the field, before the
  // page can handle a click (a passive effect could run after a quick click's submit had read the form).
  useLayoutEffect(() => {
    const typed = input.current?.value;
    if (typed && typed !== value) onChange(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const problem = touched ? ((required ? requiredProblem(value) : null) ?? (type === 'email' && value.trim() ? emailProblem(value) : null)) : null;
  const message = problem ?? error ?? null;
  return (
    <Field id={inputId} label={label} required={required} message={message && (isKeyOf(texts, message) ? t(message) : message)}>
      <input
        {...rest}
        ref={input}
        id={inputId}
        type={type}
        value={value}
        required={required}
        {...invalidWhen(inputId, message)}
        onChange={(e) => onChange(e.target.value)}
        onBlur={(e) => {
          setTouched(true);
          rest.onBlur?.(e);
        }}
      />
    </Field>
  );
}
