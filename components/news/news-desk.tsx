'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useBrand } from '@/components/providers/brand-context';
import { Button } from '@/components/ui/button';
import { ApiError, apiFetch } from '@/lib/api/fetch-client';
import { formatDate } from '@/lib/format/dates';
import type { NewsItemDto } from '@/lib/news/news-record';
import { NewsForm, type NewsDraft } from './news-form';
import styles from './news.module.css';

const newsKey = ['news'] as const;

/** The seller's news desk: write, edit and delete the items its released buyers read in their news box. */
export function NewsDesk() {
  const t = useTranslations('news');
  const { timeZone } = useBrand();
  const client = useQueryClient();
  const news = useQuery({ queryKey: newsKey, queryFn: () => apiFetch<{ items: NewsItemDto[] }>('/api/news') });
  const [editing, setEditing] = useState<NewsItemDto | 'new' | null>(null);
  const [deleting, setDeleting] = useState<NewsItemDto | null>(null);
  const done = () => client.invalidateQueries({ queryKey: newsKey });
  const save = useMutation({
    mutationFn: ({ id, draft }: { id: number | null; draft: NewsDraft }) =>
      id === null ? apiFetch('/api/news', { method: 'POST', body: draft, idempotent: true }) : apiFetch(`/api/news/${id}`, { method: 'PUT', body: draft }),
    onSuccess: () => {
      setEditing(null);
      return done();
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => apiFetch(`/api/news/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      setDeleting(null);
      return done();
    },
  });
  const fields = save.error instanceof ApiError ? (save.error.problem.fields ?? {}) : {};

  return (
    <section className={styles.desk}>
      <p className={styles.intro}>{t('intro')}</p>
      {editing === null ? (
        <Button onClick={() => setEditing('new')}>{t('new')}</Button>
      ) : (
        <NewsForm
          key={editing === 'new' ? 'new' : editing._id}
          initial={editing === 'new' ? { title: '', content: '' } : editing}
          fields={fields}
          failed={save.isError && !Object.keys(fields).length}
          busy={save.isPending}
          submitLabel={t(editing === 'new' ? 'save' : 'update')}
          onSubmit={(draft) => save.mutate({ id: editing === 'new' ? null : editing._id, draft })}
          onCancel={() => setEditing(null)}
        />
      )}
      {news.isSuccess && news.data.items.length === 0 && <p>{t('empty')}</p>}
      <ul className={styles.list}>
        {news.data?.items.map((item) => (
          <li key={item._id} data-testid="news-item">
            <h2>{item.title}</h2>
            <p className={styles.date}>{t('date', { date: formatDate(item.date, timeZone) })}</p>
            <p className={styles.content}>{item.content}</p>
            <Button variant="link" onClick={() => setEditing(item)}>
              {t('edit')}
            </Button>
            <Button variant="link" onClick={() => setDeleting(item)}>
              {t('delete')}
            </Button>
            {deleting?._id === item._id && (
              <div role="alertdialog" aria-label={t('deleteQuestion', { title: item.title })} className={styles.confirm}>
                <p>{t('deleteQuestion', { title: item.title })}</p>
                <Button variant="secondary" onClick={() => setDeleting(null)}>
                  {t('cancel')}
                </Button>
                <Button onClick={() => remove.mutate(item._id)} disabled={remove.isPending}>
                  {t('delete')}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
