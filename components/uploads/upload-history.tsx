'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useBrand } from '@/components/providers/brand-context';
import { DataTable, type Column } from '@/components/ui/data-table';
import { formatDateTime } from '@/lib/format/dates';
import { formatNumber } from '@/lib/format/number';
import type { UploadDto } from '@/lib/uploads/upload-record';
import { useUploadHistory } from './queries';

/** The history (trading-domain 3): file name, size, applied at, user, created/updated/deleted counts. */
export function UploadHistory() {
  const t = useTranslations('uploads');
  const locale = useLocale();
  const { timeZone } = useBrand();
  const history = useUploadHistory();
  if (!history.data) return null;
  if (!history.data.uploads.length) return <p data-testid="upload-history-empty">{t('empty')}</p>;
  const columns: Column<UploadDto>[] = [
    { id: 'fileName', header: t('fileName'), sortValue: (u) => u.fileName, cell: (u) => u.fileName },
    { id: 'kind', header: t('kind'), cell: (u) => t(`kinds.${u.kind}`) },
    { id: 'size', header: t('size'), numeric: true, sortValue: (u) => u.size, cell: (u) => formatNumber(u.size / 1024, locale, { decimals: 1 }) },
    {
      id: 'appliedAt',
      header: t('appliedAt'),
      sortValue: (u) => u.appliedAt,
      cell: (u) => u.appliedAt && formatDateTime(u.appliedAt, timeZone, locale),
    },
    { id: 'user', header: t('user'), cell: (u) => u.userName },
    { id: 'created', header: t('created'), numeric: true, cell: (u) => u.created },
    { id: 'updated', header: t('updated'), numeric: true, cell: (u) => u.updated },
    { id: 'deleted', header: t('deleted'), numeric: true, cell: (u) => u.deleted },
  ];
  return (
    <div data-testid="upload-history">
      <DataTable label={t('history')} rows={history.data.uploads} columns={columns} rowKey={(u) => u.id} />
    </div>
  );
}
