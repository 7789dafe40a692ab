'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api/fetch-client';
import { AuthCard, Notice } from './auth-card';
import { fetchCsrfToken, signInWithCredentials } from './credentials-sign-in';
import styles from './auth.module.css';
import { storeSession } from './store-session';
import { useMessage } from './use-message';

type Phase = 'checking' | 'credentials' | 'code';

/**
 * The login screen (platform-shell 2): restores an existing session, else asks for e-mail and
 * password and, for 2-factor users, a one-time code in a second step. Error keys come from
 * next-auth (the message thrown by authorize).
 */
export function LoginForm({ callbackUrl }: { callbackUrl: string }) {
  const t = useTranslations('auth');
  const message = useMessage();
  const router = useRouter();
  const [phase, setPhase] = useState<Phase>('checking');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const csrfToken = useRef<Promise<string> | null>(null);

  function enter() {
    router.replace(callbackUrl);
    router.refresh();
  }

  useEffect(() => {
    let active = true;
    csrfToken.current = fetchCsrfToken();
    // A failed fetch is retried at the click.
    csrfToken.current.catch(() => (csrfToken.current = null));
    storeSession()
      .then(() => active && enter())
      .catch((e: unknown) => {
        if (!active) return;
        // A 401 is the normal case (nobody signed in); the fetch client already logged other statuses.
        if (!(e instanceof ApiError)) console.error(e);
        setPhase('credentials');
      });
    return () => {
      active = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once on entry
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      // Only send `code` when asked for it: next-auth would send an absent value as the text "undefined".
      const fields: Record<string, string> = { email: email.trim(), password };
      if (phase === 'code') fields.code = code.trim();
      let result = await signInWithCredentials(await (csrfToken.current ??= fetchCsrfToken()), fields);
      if ('staleToken' in result) result = await signInWithCredentials(await (csrfToken.current = fetchCsrfToken()), fields);
      const key = result.ok ? null : 'error' in result ? result.error : 'technical_error';
      if (!key) {
        await storeSession();
        enter();
        return;
      }
      if (key === 'code_required') {
        setPhase('code');
        setCode('');
      } else {
        setError(key);
      }
    } catch (e) {
      console.error(e);
      setError('technical_error');
    }
    setBusy(false);
  }

  if (phase === 'checking') {
    return (
      <AuthCard title={t('loginHeading')}>
        <p className={styles.intro}>{t('checkingSession')}</p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('loginHeading')}>
      {phase === 'code' ? (
        <Notice kind="info">
          <p>{t('codeSent')}</p>
        </Notice>
      ) : (
        <p className={styles.intro}>{t('loginIntro')}</p>
      )}
      {error && (
        <Notice kind="error">
          <p>{message(error)}</p>
          {error === 'login_locked' && (
            <p>
              {t('login_locked_hint')} <Link href="/passwort/reset">{t('forgotPassword')}</Link>
            </p>
          )}
        </Notice>
      )}
      <form className={styles.form} onSubmit={submit}>
        {phase === 'credentials' ? (
          <>
            <TextField label={t('email')} type="email" name="email" autoComplete="username" required value={email} onChange={setEmail} />
            <TextField label={t('password')} type="password" name="password" autoComplete="current-password" required value={password} onChange={setPassword} />
          </>
        ) : (
          <TextField
            label={t('code')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            autoFocus
            value={code}
            onChange={setCode}
          />
        )}
        <div className={styles.actions}>
          <Button type="submit" disabled={busy}>
            {phase === 'code' ? t('codeSubmit') : t('loginSubmit')}
          </Button>
          {phase === 'code' ? (
            <Button variant="link" onClick={() => (setPhase('credentials'), setError(null))}>
              {t('codeBack')}
            </Button>
          ) : (
            <Link href="/passwort/reset">{t('forgotPassword')}</Link>
          )}
        </div>
      </form>
    </AuthCard>
  );
}
