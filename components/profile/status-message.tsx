'use client';

import { useTranslations } from 'next-intl';
import styles from './profile.module.css';

/** A success note or the translated error of the last action. */
export function StatusMessage({ success, error }: { success?: string | null; error?: string | null }) {
  const t = useTranslations('errors');
  if (error) {
    return (
      <p className={styles.error} role="alert">
        {t.has(error as never) ? t(error as never) : t('technical_error')}
      </p>
    );
  }
  if (success) {
    return (
      <p className={styles.success} role="status">
        {success}
      </p>
    );
  }
  return null;
}
