'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type Dispatch } from 'react';
import { useBrand } from '@/components/providers/brand-context';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { endOfDayIso, startOfDayIso, zonedIsoDate } from '@/lib/format/dates';
import { MONEY_DECIMALS } from '@/lib/format/money';
import { formatNumber } from '@/lib/format/number';
import { parseNumberInput, styleForLocale } from '@/lib/format/number-input';
import type { OrdersAction, OrdersState, RangeKey } from './orders-state';
import styles from './orders.module.css';

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
  // The known numbers (up to 500) join the page once the field is used: as options from the start
  // they made the list's page the largest and slowest to build.
  const [used, setUsed] = useState(false);
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        list={`${id}s`}
        value={text}
        onFocus={() => setUsed(true)}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => text !== value && onApply(text)}
        onKeyDown={(e) => e.key === 'Enter' && onApply(text)}
      />
      <datalist id={`${id}s`}>{used && options.map((option) => <option key={option} value={option} />)}</datalist>
    </div>
  );
}

/** The day an instant of an address falls on; '' for none or a broken one. */
function dayOf(iso: string | undefined, timeZone: string): string {
  if (!iso || Number.isNaN(Date.parse(iso))) return '';
  return zonedIsoDate(iso, timeZone);
}

/**
 * A from-to pair of day filters (ids `${id}Start`, `${id}End`): from the start of the first day
 * to the end of the last, in the brand's zone, handed on as ISO instants ('' when cleared).
 */
export function DayRangeFilter({
  id,
  labels,
  noFuture,
  initial,
  onChange,
}: {
  id: string;
  labels: [string, string];
  noFuture?: boolean;
  /** The instants the filter starts with (from the page's address). */
  initial?: { Start: string; End: string };
  onChange: (bound: 'Start' | 'End', iso: string) => void;
}) {
  const { timeZone } = useBrand();
  const [days, setDays] = useState(() => ({ Start: dayOf(initial?.Start, timeZone), End: dayOf(initial?.End, timeZone) }));
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

/** The decimals a range is typed with: prices the brand's, volumes up to 3, money 2. */
const RANGE_DECIMALS: Partial<Record<RangeKey, number>> = { volume: 3, invoice: MONEY_DECIMALS };

/**
 * A min-max filter of the orders reducer's `range`: typed as the reader writes numbers ("1.000,50",
 * "1'000.50"), cleaned as typed, applied as plain decimals; the least and the most
 * of the caller's orders (`presets`) show with 2 decimals as placeholders (platform-shell 4).
 */
export function RangeFilter({
  range,
  label,
  presets,
  state,
  dispatch,
}: {
  range: RangeKey;
  label: string;
  presets: [string | null | undefined, string | null | undefined];
  state: OrdersState;
  dispatch: Dispatch<OrdersAction>;
}) {
  const t = useTranslations('orders');
  const locale = useLocale();
  const { decimals } = useBrand();
  const [minPreset, maxPreset] = presets.map((value) => (value ? formatNumber(value, locale, { decimals: 2 }) : ''));
  const draft = state.draftRanges[range];
  const applied = state.request.ranges[range];
  const parse = (text: string) => parseNumberInput(text, { style: styleForLocale(locale), decimals: RANGE_DECIMALS[range] ?? decimals, allowNegative: false });
  const plain = (text: string) => parse(text).value?.toFixed() ?? '';
  return (
    <div>
      <label>{label}</label>
      <div className={styles.range}>
        <input
          aria-label={`${label} ${t('min')}`}
          inputMode="decimal"
          placeholder={minPreset}
          value={draft.min}
          onChange={(e) => dispatch({ type: 'rangeBound', range, bound: 'min', value: parse(e.target.value).display })}
        />
        <input
          aria-label={`${label} ${t('max')}`}
          inputMode="decimal"
          placeholder={maxPreset}
          value={draft.max}
          onChange={(e) => dispatch({ type: 'rangeBound', range, bound: 'max', value: parse(e.target.value).display })}
        />
      </div>
      <div className={styles.rangeButtons}>
        <Button
          variant="secondary"
          onClick={() => dispatch({ type: 'applyRange', range, value: { min: plain(draft.min), max: plain(draft.max) } })}
          disabled={!draft.min && !draft.max}
        >
          {t('apply')}
        </Button>
        {(applied.min || applied.max || draft.min || draft.max) && (
          <Button variant="secondary" onClick={() => dispatch({ type: 'clearRange', range })}>
            {t('clear')}
          </Button>
        )}
      </div>
    </div>
  );
}
