'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ApiError, apiFetch } from '@/lib/api/fetch-client';
import { AuthCard, Notice } from './auth-card';
import styles from './auth.module.css';
import { useMessage } from './use-message';
import { TextLink } from '@/components/ui/text-link';

/**
 * /e-mail/bestaetigen/{key}: confirms a new login e-mail with the key from the mailed link. It
 * asks for a click rather than confirming on load, so a mail scanner opening the link changes nothing.
 */
export function EmailConfirmForm({ confirmKey }: { confirmKey: string }) {
  const t = useTranslations('auth');
  const message = useMessage();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      await apiFetch(`/api/email/confirm/${encodeURIComponent(confirmKey)}`, { method: 'POST' });
      setDone(true);
    } catch (e) {
      setError((e instanceof ApiError && e.problem.message) || 'technical_error');
    }
    setBusy(false);
  }

  return (
    <AuthCard title={t('emailConfirmHeading')}>
      {done ? (
        <Notice kind="success">
          <p>{t('emailConfirmDone')}</p>
        </Notice>
      ) : (
        <>
          {error && (
            <Notice kind="error">
              <p>{message(error)}</p>
            </Notice>
          )}
          <p>{t('emailConfirmIntro')}</p>
          <form className={styles.form} method="post" onSubmit={submit} noValidate>
            <div className={styles.actions}>
              <Button type="submit" disabled={busy}>
                {t('emailConfirmSubmit')}
              </Button>
            </div>
          </form>
        </>
      )}
      <p>
        <TextLink href="/login">{t('backToLogin')}</TextLink>
      </p>
    </AuthCard>
  );
}
