'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatCount } from '@/lib/format/number';
import { Button } from './button';
import styles from './ui.module.css';

interface Props {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** What the list holds over all its pages, given their number as written ("2.727 Bestellungen"): shown after the page. */
  holds?: (total: string) => string;
}

/** Previous and next page of a list the server pages; nothing while everything fits on one page. */
export function Pager({ page, pageSize, total, onPage, holds }: Props) {
  const t = useTranslations('common');
  const locale = useLocale();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('pager')}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('previous')}
      </Button>
      <span>
        {t('pageOf', { page: formatCount(page, locale), pages: formatCount(pages, locale) })}
        {holds && ` (${holds(formatCount(total, locale))})`}
      </span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('next')}
      </Button>
    </nav>
  );
}
