'use client';

import { useTranslations } from 'next-intl';
import type { UploadPreview } from './queries';
import { RowValues } from './row-values';
import styles from './uploads.module.css';
import { useUploadErrorText } from './use-upload-error-text';

/** The preview: each row of the file by line, as create, update, delete or unchanged, with its errors. */
export function UploadPreviewTable({ rows }: { rows: UploadPreview['rows'] }) {
  const t = useTranslations('uploads');
  const text = useUploadErrorText();
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid="upload-preview-table">
        <thead>
          <tr>
            <th>{t('line')}</th>
            <th>{t('action')}</th>
            <th>{t('key')}</th>
            <th>{t('values')}</th>
            <th>{t('errorsColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.line} className={row.errors.length ? styles.rowError : undefined} data-testid="upload-preview-row">
              <td>{row.line}</td>
              <td>{t(`actions.${row.action}`)}</td>
              <td>{row.key ?? '–'}</td>
              <td>
                <RowValues values={row.values} />
              </td>
              <td>
                {row.errors.length > 0 && (
                  <ul className={styles.errors}>
                    {row.errors.map((e, i) => (
                      <li key={i}>
                        {e.field ? `${e.field}: ` : ''}
                        {text(e.key, e.data)}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
