'use client';

import { useState } from 'react';
import { useBrand } from '@/components/providers/brand-context';
import { DatePicker } from '@/components/ui/date-picker';
import { endOfDayIso, startOfDayIso } from '@/lib/format/dates';

/** The order-number filter: typed freely with the known numbers offered, applied on Enter or leaving the field. */
export function OrderIdFilter({
  id,
  label,
  value,
  options,
  onApply,
}: {
  id: string;
  label: string;
  value: string;
  options: string[];
  onApply: (value: string) => void;
}) {
  const [text, setText] = useState(value);
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        list={`${id}s`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => text !== value && onApply(text)}
        onKeyDown={(e) => e.key === 'Enter' && onApply(text)}
      />
      <datalist id={`${id}s`}>
        {options.map((option) => (
          <option key={option} value={option} />
        ))}
      </datalist>
    </div>
  );
}

/**
 * A from-to pair of day filters (ids `${id}Start`, `${id}End`): from the start of the first day
 * to the end of the last, in the brand's zone, handed on as ISO instants ('' when cleared).
 */
export function DayRangeFilter({
  id,
  labels,
  noFuture,
  onChange,
}: {
  id: string;
  labels: [string, string];
  noFuture?: boolean;
  onChange: (bound: 'Start' | 'End', iso: string) => void;
}) {
  const { timeZone } = useBrand();
  const [days, setDays] = useState({ Start: '', End: '' });
  const day = (bound: 'Start' | 'End', value: string) => {
    setDays((d) => ({ ...d, [bound]: value }));
    onChange(bound, value ? (bound === 'Start' ? startOfDayIso(value, timeZone) : endOfDayIso(value, timeZone)) : '');
  };
  return (
    <>
      <DatePicker id={`${id}Start`} label={labels[0]} noFuture={noFuture} value={days.Start} max={days.End || undefined} onChange={(v) => day('Start', v)} />
      <DatePicker id={`${id}End`} label={labels[1]} noFuture={noFuture} value={days.End} min={days.Start || undefined} onChange={(v) => day('End', v)} />
    </>
  );
}
