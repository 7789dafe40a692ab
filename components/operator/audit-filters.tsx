'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import type { AuditFilters } from './queries';
import styles from './operator.module.css';

/** The audit log's filters: a user (by id, as the account screen shows it), an event in words, and the days from and to. Applied together. */
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
  const id = useId();
  const [draft, setDraft] = useState(filters);
  const input = (key: 'userId' | 'from' | 'to', type: string) => (
    <Field id={`${id}-${key}`} label={t(key === 'userId' ? 'user' : key)}>
      <input
        id={`${id}-${key}`}
        type={type}
        inputMode={key === 'userId' ? 'numeric' : undefined}
        value={draft[key] ?? ''}
        onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
      />
    </Field>
  );
  return (
    <form
      className={styles.filters}
      data-testid="audit-filters"
      onSubmit={(e) => {
        e.preventDefault();
        onChange(draft);
      }}
    >
      {input('userId', 'text')}
      <Select
        label={t('event')}
        value={draft.event ?? ''}
        onChange={(event) => setDraft({ ...draft, event })}
        placeholder={t('allEvents')}
        options={events.map((event) => ({ value: event, label: eventText(event) }))}
      />
      {input('from', 'date')}
      {input('to', 'date')}
      <Button type="submit">{t('apply')}</Button>
    </form>
  );
}
