'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError, apiFetch } from '@/lib/api/fetch-client';
import { Notice } from './auth-card';
import styles from './auth.module.css';
import { newPasswordProblems, NewPasswordFields, type NewPasswordValue } from './password-fields';
import { useMessage } from './use-message';

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

/**
 * The password tab of the profile page: PUT /api/user/password. The server ends every other
 * session and re-issues this one, so the user stays signed in here.
 */
export function ChangePasswordForm() {
  const t = useTranslations('auth');
  const message = useMessage();
  const [value, setValue] = useState(EMPTY);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setDone(false);
    const problems = { ...(value.currentPassword ? {} : { currentPassword: 'required' }), ...newPasswordProblems(value) };
    setFields(problems);
    if (Object.keys(problems).length) return;
    setBusy(true);
    try {
      await apiFetch('/api/user/password', {
        method: 'PUT',
        body: { currentPassword: value.currentPassword, newPassword: value.password, confirmPassword: value.confirmPassword },
      });
      setValue(EMPTY);
      setDone(true);
    } catch (e) {
      const problem = e instanceof ApiError ? e.problem : {};
      // The server names the new password `newPassword`; the shared fields call it `password`.
      const { newPassword, ...rest } = problem.fields ?? {};
      setFields(newPassword ? { ...rest, password: newPassword } : rest);
      setError(problem.fields ? null : (problem.message ?? 'technical_error'));
    }
    setBusy(false);
  }

  return (
    <form className={styles.form} method="post" onSubmit={submit} noValidate aria-label={t('changeHeading')}>
      {done && (
        <Notice kind="success">
          <p>{t('changeDone')}</p>
        </Notice>
      )}
      {error && (
        <Notice kind="error">
          <p>{message(error)}</p>
        </Notice>
      )}
      <TextField
        label={t('currentPassword')}
        type="password"
        name="current-password"
        autoComplete="current-password"
        required
        value={value.currentPassword}
        onChange={(currentPassword) => setValue({ ...value, currentPassword })}
        error={message(fields.currentPassword)}
      />
      <NewPasswordFields value={value} onChange={(v: NewPasswordValue) => setValue({ ...value, ...v })} errors={fields} />
      <Button type="submit" disabled={busy}>
        {t('changeSubmit')}
      </Button>
    </form>
  );
}
