'use client';

import { useTranslations } from 'next-intl';
import { DataTable, type Column } from '@/components/ui/data-table';
import type { UploadPreview } from './queries';
import { RowValues } from './row-values';
import styles from './uploads.module.css';
import { useUploadErrorText } from './use-upload-error-text';

type Row = UploadPreview['rows'][number];

/** The preview: each row of the file by line, as create, update, delete or unchanged, with its errors. */
export function UploadPreviewTable({ rows }: { rows: UploadPreview['rows'] }) {
  const t = useTranslations('uploads');
  const text = useUploadErrorText();
  const columns: Column<Row>[] = [
    { id: 'line', header: t('line'), numeric: true, sortValue: (row) => row.line, cell: (row) => row.line },
    { id: 'action', header: t('action'), sortValue: (row) => row.action, cell: (row) => t(`actions.${row.action}`) },
    { id: 'key', header: t('key'), cell: (row) => row.key ?? '–' },
    { id: 'values', header: t('values'), cell: (row) => <RowValues values={row.values} /> },
    {
      id: 'errors',
      header: t('errorsColumn'),
      sortValue: (row) => row.errors.length || null,
      cell: (row) =>
        row.errors.length > 0 && (
          <ul className={styles.errors}>
            {row.errors.map((e, i) => (
              <li key={i}>
                {e.field ? `${e.field}: ` : ''}
                {text(e.key, e.data)}
              </li>
            ))}
          </ul>
        ),
    },
  ];
  return (
    <div data-testid="upload-preview-table">
      <DataTable
        label={t('preview')}
        rows={rows}
        columns={columns}
        rowKey={(row) => row.line}
        // A row with errors is marked (uploads.module.css).
        rowAttributes={(row) => ({ 'data-testid': 'upload-preview-row', 'data-error': row.errors.length ? 'true' : undefined })}
        className={styles.preview}
      />
    </div>
  );
}
