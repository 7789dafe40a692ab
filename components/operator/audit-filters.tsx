'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import type { AuditFilters } from './queries';
import styles from './operator.module.css';

/**
 * The audit log's filters: a user (by id, as the account screen shows it), an event in words, and
 * the days from and to (the shared date field: DD.MM.YYYY, no future day, the range kept in order).
 * Applied together.
 */
export function AuditFiltersForm({
  events,
  eventText,
  filters,
  onChange,
}: {
  events: readonly string[];
  eventText: (event: string) => string;
  filters: AuditFilters;
  onChange: (filters: AuditFilters) => void;
}) {
  const t = useTranslations('operator.auditFilters');
  const [draft, setDraft] = useState(filters);
  const set = (key: 'userId' | 'event' | 'from' | 'to') => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  return (
    <form
      className={styles.filters}
      data-testid="audit-filters"
      onSubmit={(e) => {
        e.preventDefault();
        onChange(draft);
      }}
    >
      <TextField label={t('user')} inputMode="numeric" value={draft.userId ?? ''} onChange={set('userId')} />
      <Select
        label={t('event')}
        value={draft.event ?? ''}
        onChange={set('event')}
        placeholder={t('allEvents')}
        options={events.map((event) => ({ value: event, label: eventText(event) }))}
      />
      <DatePicker label={t('from')} noFuture value={draft.from ?? ''} max={draft.to || undefined} onChange={set('from')} />
      <DatePicker label={t('to')} noFuture value={draft.to ?? ''} min={draft.from || undefined} onChange={set('to')} />
      <Button type="submit">{t('apply')}</Button>
    </form>
  );
}
