'use client';

import { useTranslations } from 'next-intl';
import { DatePicker } from '@/components/ui/date-picker';
import { Select } from '@/components/ui/select';
import { dayOf, QUICK_RANGES, quickRange, type QuickRange } from '@/lib/stats/domain/date-range';
import type { StatsOption } from '@/lib/stats/schemas';
import type { StatsFilter } from './stats-query';
import styles from './stats.module.css';

export interface SelectSpec {
  field: 'terminals' | 'products' | 'deliveryAddresses' | 'accounts';
  label: string;
  options: StatsOption[];
}

interface Props {
  filter: StatsFilter;
  onChange: (next: StatsFilter) => void;
  selects: SelectSpec[];
  zone: string;
  idPrefix: string;
}

/**
 * The report filters: a date range (two pickers refusing future days), the quick ranges Tag,
 * Woche, Monat and Alle, and one dropdown per choice list.
 */
export function StatsFilters({ filter, onChange, selects, zone, idPrefix }: Props) {
  const t = useTranslations('stats');
  const shown = filter.days ? quickRange(filter.days, zone, new Date()) : null;
  const start = shown ? dayOf(shown.start, zone) : (filter.dateRange?.start ?? '');
  const end = shown ? dayOf(shown.end, zone) : (filter.dateRange?.end ?? '');
  const today = dayOf(new Date(), zone);
  const pickDays = (from: string, to: string) => {
    if (!from && !to) return onChange({ ...filter, dateRange: null, days: null });
    // One picked side alone means "from that day until today" or "only that day".
    const s = from || to;
    const e = to || today;
    onChange({ ...filter, days: null, dateRange: s <= e ? { start: s, end: e } : { start: s, end: s } });
  };
  const quick = (days: QuickRange | null) => onChange({ ...filter, days, dateRange: null });

  return (
    <div className={styles.filters}>
      <div className={styles.range}>
        <DatePicker id={`${idPrefix}-from`} label={t('from')} noFuture value={start} onChange={(day) => pickDays(day, end)} />
        <DatePicker id={`${idPrefix}-to`} label={t('to')} noFuture value={end} onChange={(day) => pickDays(start, day)} />
      </div>
      <div className={styles.quick} role="group" aria-label={t('quickRanges')}>
        {[...QUICK_RANGES, null].map((days) => (
          <button
            key={days ?? 'all'}
            type="button"
            className={styles.quickButton}
            aria-pressed={filter.days === days && (days !== null || filter.dateRange === null)}
            onClick={() => quick(days)}
          >
            {t(`quick.${days ?? 'all'}`)}
          </button>
        ))}
      </div>
      <div className={styles.selects}>
        {selects.map((select) => (
          <Select
            key={select.field}
            id={`${idPrefix}-${select.field}`}
            label={select.label}
            value={String(filter[select.field][0] ?? '')}
            disabled={select.options.length === 0}
            onChange={(value) => onChange({ ...filter, [select.field]: value ? [Number(value)] : [] })}
            placeholder={select.options.length === 0 ? t('no_selections_available') : t('allOption')}
            options={select.options.map((option) => ({ value: String(option.id), label: option.name }))}
          />
        ))}
      </div>
    </div>
  );
}
