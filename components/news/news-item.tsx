'use client';

import { useMutation } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useBrand } from '@/components/providers/brand-context';
import { Button } from '@/components/ui/button';
import { ApiError, apiFetch } from '@/lib/api/fetch-client';
import { formatDate } from '@/lib/format/dates';
import type { NewsItemDto } from '@/lib/news/news-record';
import styles from './news.module.css';

/** One item of the desk: its text, edit, and delete after a question; a refused delete says why. */
export function NewsItem({ item, onEdit, onDeleted }: { item: NewsItemDto; onEdit: () => void; onDeleted: () => Promise<unknown> }) {
  const t = useTranslations('news');
  const locale = useLocale();
  const { timeZone } = useBrand();
  const [asking, setAsking] = useState(false);
  const remove = useMutation({
    mutationFn: () => apiFetch(`/api/news/${item._id}`, { method: 'DELETE' }),
    onSuccess: onDeleted,
  });
  const gone = remove.error instanceof ApiError && remove.error.problem.message === 'news_not_found';
  return (
    <li data-testid="news-item">
      <h2>{item.title}</h2>
      <p className={styles.date}>{t('date', { date: formatDate(item.date, timeZone, locale) })}</p>
      <p className={styles.content}>{item.content}</p>
      <Button variant="link" onClick={onEdit}>
        {t('edit')}
      </Button>
      <Button variant="link" onClick={() => setAsking(true)}>
        {t('delete')}
      </Button>
      {asking && (
        <div role="alertdialog" aria-label={t('deleteQuestion', { title: item.title })} className={styles.confirm}>
          <p>{t('deleteQuestion', { title: item.title })}</p>
          {remove.isError && (
            <p role="alert" className={styles.error}>
              {t(gone ? 'errors.news_not_found' : 'errors.delete_failed')}
            </p>
          )}
          <Button
            variant="secondary"
            onClick={() => {
              setAsking(false);
              remove.reset();
            }}
          >
            {t('cancel')}
          </Button>
          <Button onClick={() => remove.mutate()} disabled={remove.isPending}>
            {t('delete')}
          </Button>
        </div>
      )}
    </li>
  );
}
