'use client';

import { DayPicker, type Matcher } from '@daypicker/react';
import { de } from '@daypicker/react/locale';
import '@daypicker/react/style.css';

/** The date field's month calendar with German month and day names; its own module, loaded when a calendar is first opened. */
export function Calendar({
  selected,
  defaultMonth,
  disabled,
  onSelect,
}: {
  selected: Date | undefined;
  defaultMonth: Date;
  disabled: Matcher[];
  onSelect: (date: Date | undefined) => void;
}) {
  return <DayPicker mode="single" locale={de} selected={selected} defaultMonth={defaultMonth} disabled={disabled} onSelect={onSelect} />;
}
