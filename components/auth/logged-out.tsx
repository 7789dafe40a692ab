'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { clearSession } from '@/lib/client/session-store';
import { AuthCard } from './auth-card';
import styles from './auth.module.css';
import { TextLink } from '@/components/ui/text-link';

/** /logout: confirms the logout. Clears the stored session again in case the page was opened directly. */
export function LoggedOut() {
  const t = useTranslations('auth');
  useEffect(() => clearSession(), []);
  return (
    <AuthCard title={t('loggedOutHeading')}>
      <p className={styles.intro}>{t('loggedOutText')}</p>
      <p>
        <TextLink href="/login">{t('loginAgain')}</TextLink>
      </p>
    </AuthCard>
  );
}
