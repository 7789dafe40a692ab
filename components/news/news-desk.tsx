'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Pager } from '@/components/ui/pager';
import { ApiError, apiFetch } from '@/lib/api/fetch-client';
import type { NewsItemDto } from '@/lib/news/news-record';
import { NewsForm, type NewsDraft } from './news-form';
import { NewsItem } from './news-item';
import styles from './news.module.css';

interface DeskPage {
  items: NewsItemDto[];
  total: number;
  page: number;
  pageSize: number;
}

const newsKey = ['news'] as const;

/**
 * The seller's news desk: write, edit and delete the items its released buyers read in their news
 * box. It pages through all of the seller's items (GET /api/news/desk), not only the box's last 10.
 */
export function NewsDesk() {
  const t = useTranslations('news');
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const news = useQuery({
    queryKey: [...newsKey, 'desk', page],
    queryFn: () => apiFetch<DeskPage>(`/api/news/desk?page=${page}`),
    placeholderData: (previous) => previous,
  });
  const [editing, setEditing] = useState<NewsItemDto | 'new' | null>(null);
  const done = () => client.invalidateQueries({ queryKey: newsKey });
  const save = useMutation({
    mutationFn: ({ id, draft }: { id: number | null; draft: NewsDraft }) =>
      id === null ? apiFetch('/api/news', { method: 'POST', body: draft, idempotent: true }) : apiFetch(`/api/news/${id}`, { method: 'PUT', body: draft }),
    onSuccess: (_, { id }) => {
      setEditing(null);
      // A new item is the newest: it shows first on page 1.
      if (id === null) setPage(1);
      return done();
    },
  });
  const fields = save.error instanceof ApiError ? (save.error.problem.fields ?? {}) : {};
  const items = news.data?.items ?? [];

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
          onCancel={() => {
            setEditing(null);
            save.reset();
          }}
        />
      )}
      {news.isError && (
        <p role="alert" className={styles.error}>
          {t('loadFailed')}
        </p>
      )}
      {news.isSuccess && news.data.total === 0 && <p>{t('empty')}</p>}
      <ul className={styles.list}>
        {items.map((item) => (
          <NewsItem
            key={item._id}
            item={item}
            onEdit={() => {
              save.reset();
              setEditing(item);
            }}
            onDeleted={() => {
              // The last item of a later page is gone: show the page before it.
              if (items.length === 1 && page > 1) setPage(page - 1);
              return done();
            }}
          />
        ))}
      </ul>
      {news.data && <Pager page={page} pageSize={news.data.pageSize} total={news.data.total} onPage={setPage} />}
    </section>
  );
}
