'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError, apiFetch } from '@/lib/api/fetch-client';
import { AuthCard, Notice } from './auth-card';
import styles from './auth.module.css';
import { useMessage } from './use-message';
import { TextLink } from '@/components/ui/text-link';

/**
 * /passwort/reset: asks for the e-mail address; the answer never says whether it has an account.
 * Sent before the page's script ran, the form goes to the page as a POST, which shows it again:
 * the address never stands in the URL (history, logs).
 */
export function PasswordResetRequestForm() {
  const t = useTranslations('auth');
  const message = useMessage();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await apiFetch('/api/password/reset', { method: 'POST', body: { email: email.trim() } });
      setSent(true);
    } catch (e) {
      setError(e instanceof ApiError ? (e.problem.fields?.email ?? e.problem.message ?? 'technical_error') : 'technical_error');
    }
    setBusy(false);
  }

  return (
    <AuthCard title={t('resetHeading')}>
      {sent ? (
        <Notice kind="success">
          <p>{t('resetSent')}</p>
        </Notice>
      ) : (
        <>
          <p className={styles.intro}>{t('resetIntro')}</p>
          {error && (
            <Notice kind="error">
              <p>{message(error)}</p>
            </Notice>
          )}
          <form className={styles.form} method="post" onSubmit={submit}>
            <TextField label={t('email')} type="email" name="email" autoComplete="username" required value={email} onChange={setEmail} />
            <div className={styles.actions}>
              <Button type="submit" disabled={busy}>
                {t('resetSubmit')}
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
