'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useBrand } from '@/components/providers/brand-context';
import { formatDateTime } from '@/lib/format/dates';
import { formatNumber } from '@/lib/format/number';
import { useUploadHistory } from './queries';
import styles from './uploads.module.css';

/** The history (trading-domain 3): file name, size, applied at, user, created/updated/deleted counts. */
export function UploadHistory() {
  const t = useTranslations('uploads');
  const locale = useLocale();
  const { timeZone } = useBrand();
  const history = useUploadHistory();
  if (!history.data) return null;
  if (!history.data.uploads.length) return <p data-testid="upload-history-empty">{t('empty')}</p>;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid="upload-history">
        <thead>
          <tr>
            {(['fileName', 'kind', 'size', 'appliedAt', 'user', 'created', 'updated', 'deleted'] as const).map((c) => (
              <th key={c}>{t(c)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {history.data.uploads.map((u) => (
            <tr key={u.id}>
              <td>{u.fileName}</td>
              <td>{t(`kinds.${u.kind}`)}</td>
              <td>{formatNumber(u.size / 1024, locale, { decimals: 1 })}</td>
              <td>{u.appliedAt && formatDateTime(u.appliedAt, timeZone, locale)}</td>
              <td>{u.userName}</td>
              <td>{u.created}</td>
              <td>{u.updated}</td>
              <td>{u.deleted}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
