'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import styles from './news.module.css';

export interface NewsDraft {
  title: string;
  content: string;
}

/** Title and text of a news item; the server's field messages show under their field. */
export function NewsForm({
  initial,
  fields,
  failed,
  busy,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: NewsDraft;
  fields: Record<string, string>;
  failed: boolean;
  busy: boolean;
  submitLabel: string;
  onSubmit: (draft: NewsDraft) => void;
  onCancel: () => void;
}) {
  const t = useTranslations('news');
  const [draft, setDraft] = useState<NewsDraft>({ title: initial.title, content: initial.content });
  const message = (field: keyof NewsDraft) => (fields[field] ? t(`errors.${fields[field] === 'too_long' ? 'too_long' : 'required'}`) : undefined);
  return (
    <form
      className={styles.form}
      aria-label={submitLabel}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(draft);
      }}
    >
      <Field id="news-title" label={t('titleLabel')} required message={message('title')}>
        <input id="news-title" maxLength={120} value={draft.title} onChange={(e) => setDraft({ ...draft, title: e.target.value })} />
      </Field>
      <Field id="news-content" label={t('content')} required message={message('content')}>
        <textarea id="news-content" rows={5} maxLength={5000} value={draft.content} onChange={(e) => setDraft({ ...draft, content: e.target.value })} />
      </Field>
      {failed && (
        <p role="alert" className={styles.error}>
          {t('errors.technical_error')}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
