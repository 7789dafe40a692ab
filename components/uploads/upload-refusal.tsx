'use client';

import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/fetch-client';
import type { RowError } from '@/lib/uploads/domain/upload-row';
import styles from './uploads.module.css';
import { useUploadErrorText } from './use-upload-error-text';

/** trading-domain 8, CSV upload failure: aborted with the file name, the errors listed, and the hint to the template. */
export function UploadRefusal({ error, fileName }: { error: Error; fileName: string }) {
  const t = useTranslations('uploads');
  const text = useUploadErrorText();
  const problem = error instanceof ApiError ? error.problem : {};
  const data = problem.data as { fileName?: string; errors?: (RowError & { line?: number })[] } | undefined;
  const errors = data?.errors ?? [{ key: problem.message ?? 'technical_error' }];
  return (
    <div className={styles.notice} role="alert" data-testid="upload-refusal">
      <p>{t('refused', { fileName: data?.fileName || fileName })}</p>
      <ul className={styles.errors}>
        {errors.map((e, i) => (
          <li key={i}>
            {e.line !== undefined && `${t('line')} ${e.line}: `}
            {text(e.key, e.data)}
          </li>
        ))}
      </ul>
      {data && <p>{text('upload_use_template')}</p>}
    </div>
  );
}
