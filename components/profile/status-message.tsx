'use client';

import { useMessages, useTranslations } from 'next-intl';
import styles from './profile.module.css';
import { isKeyOf } from '@/lib/i18n/keys';

/** A success note or the translated error of the last action. */
export function StatusMessage({ success, error }: { success?: string | null; error?: string | null }) {
  const t = useTranslations('errors');
  const texts = useMessages().errors;
  if (error) {
    return (
      <p className={styles.error} role="alert">
        {isKeyOf(texts, error) ? t(error) : t('technical_error')}
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
