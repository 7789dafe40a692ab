'use client';

import type Decimal from 'decimal.js';
import { useLocale } from 'next-intl';
import { useId, useState, type InputHTMLAttributes } from 'react';
import { useBrand } from '@/components/providers/brand-context';
import { formatNumberInput, parseNumberInput, styleForLocale } from '@/lib/format/number-input';
import { Field, invalidWhen } from './field';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> {
  label: string;
  value: Decimal | null;
  onChange: (value: Decimal | null) => void;
  /** Decimal places; the brand's count unless a form needs another (the market uses 2). */
  decimals?: number;
  /** The positive-only variant of platform-shell 5 (quantities, prices on the market). */
  positiveOnly?: boolean;
  error?: string | null;
}

/**
 * A number field that cleans what is typed (German or Swiss style by the current locale) and hands
 * the form a Decimal, never a float.
 */
export function NumberInput({ label, value, onChange, decimals, positiveOnly, error, id, ...rest }: Props) {
  const locale = useLocale();
  const brand = useBrand();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const options = { style: styleForLocale(locale), decimals: decimals ?? brand.decimals, allowNegative: !positiveOnly };
  const [text, setText] = useState(() => (value ? formatNumberInput(value, options) : ''));
  const [shownValue, setShownValue] = useState(value);

  // A value set from outside (reset, loaded record) replaces the text unless it already shows it;
  // adjusted while rendering, as React advises for state that follows a prop.
  if (value !== shownValue) {
    setShownValue(value);
    const shown = parseNumberInput(text, options).value;
    if (value === null ? shown !== null : !shown || !shown.equals(value)) setText(value ? formatNumberInput(value, options) : '');
  }

  return (
    <Field id={inputId} label={label} message={error}>
      <input
        {...rest}
        id={inputId}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        {...invalidWhen(inputId, error)}
        onChange={(e) => {
          const parsed = parseNumberInput(e.target.value, options);
          setText(parsed.display);
          onChange(parsed.value);
        }}
      />
    </Field>
  );
}
