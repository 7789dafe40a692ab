'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ApiError, apiFetch } from '@/lib/api/fetch-client';
import { AuthCard, Notice } from './auth-card';
import styles from './auth.module.css';
import { NewPasswordFields, newPasswordProblems, type NewPasswordValue } from './password-fields';
import { useMessage } from './use-message';
import { TextLink } from '@/components/ui/text-link';

/** /passwort/reset/{key}: sets a new password with the key from the e-mailed link. */
export function PasswordResetForm({ resetKey }: { resetKey: string }) {
  const t = useTranslations('auth');
  const message = useMessage();
  const [value, setValue] = useState<NewPasswordValue>({ password: '', confirmPassword: '' });
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const problems = newPasswordProblems(value);
    setFields(problems);
    if (Object.keys(problems).length) return;
    setBusy(true);
    try {
      await apiFetch(`/api/password/reset/${encodeURIComponent(resetKey)}`, { method: 'POST', body: value });
      setDone(true);
    } catch (e) {
      const problem = e instanceof ApiError ? e.problem : {};
      setFields(problem.fields ?? {});
      setError(problem.fields ? null : (problem.message ?? 'technical_error'));
    }
    setBusy(false);
  }

  if (done) {
    return (
      <AuthCard title={t('newPasswordHeading')}>
        <Notice kind="success">
          <p>{t('resetDone')}</p>
        </Notice>
        <p>
          <TextLink href="/login">{t('loginSubmit')}</TextLink>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('newPasswordHeading')}>
      {error && (
        <Notice kind="error">
          <p>{message(error)}</p>
          {error === 'reset_link_expired' && (
            <p>
              <TextLink href="/passwort/reset">{t('requestNewLink')}</TextLink>
            </p>
          )}
        </Notice>
      )}
      <form className={styles.form} method="post" onSubmit={submit} noValidate>
        <NewPasswordFields value={value} onChange={setValue} errors={fields} />
        <div className={styles.actions}>
          <Button type="submit" disabled={busy}>
            {t('newPasswordSubmit')}
          </Button>
        </div>
      </form>
      <p>
        <TextLink href="/login">{t('backToLogin')}</TextLink>
      </p>
    </AuthCard>
  );
}
