'use client';

import { useRouter } from 'next/navigation';
import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api/fetch-client';
import { clearSession, readSession } from '@/lib/client/session-store';
import { AuthCard, Notice } from './auth-card';
import { fetchCsrfToken, signInWithCredentials } from './credentials-sign-in';
import styles from './auth.module.css';
import { storeSession } from './store-session';
import { useMessage } from './use-message';
import { PlainLink } from '@/components/ui/plain-link';

type Phase = 'checking' | 'credentials' | 'code';

/**
 * The login screen (platform-shell 2): restores an existing session, else asks for e-mail and
 * password and, for 2-factor users, a one-time code in a second step. Error keys come from
 * next-auth (the message thrown by authorize). It says when a session ended: the guard sent the
 * user here with `ended`, or this tab still held a session the server no longer knows.
 */
export function LoginForm({ callbackUrl, ended }: { callbackUrl: string; ended: boolean }) {
  const t = useTranslations('auth');
  const format = useFormatter();
  const message = useMessage();
  const router = useRouter();
  const [phase, setPhase] = useState<Phase>('checking');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The end of a lock (ISO instant), named in the lockout message in the user's language and zone.
  const [lockedUntil, setLockedUntil] = useState<string | null>(null);
  const [sessionEnded, setSessionEnded] = useState(ended);
  const [codeResent, setCodeResent] = useState(false);
  // A new code gives a fresh field: the click on the button left the empty one marked "required".
  const [codeRound, setCodeRound] = useState(0);
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
        if (readSession()) {
          clearSession();
          setSessionEnded(true);
        }
        setPhase('credentials');
      });
    return () => {
      active = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once on entry
  }, []);

  /** One sign-in attempt: null when signed in, else the refusal's key (a lock's end goes to lockedUntil). */
  async function attempt(withCode: boolean): Promise<string | null> {
    // Only send `code` when asked for it: next-auth would send an absent value as the text "undefined".
    const fields: Record<string, string> = { email: email.trim(), password };
    if (withCode) fields.code = code.trim();
    try {
      let result = await signInWithCredentials(await (csrfToken.current ??= fetchCsrfToken()), fields);
      if ('staleToken' in result) result = await signInWithCredentials(await (csrfToken.current = fetchCsrfToken()), fields);
      if (result.ok) return null;
      if (!('error' in result)) return 'technical_error';
      setLockedUntil(result.until ?? null);
      return result.error;
    } catch (e) {
      console.error(e);
      return 'technical_error';
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setCodeResent(false);
    const key = await attempt(phase === 'code');
    if (!key) {
      await storeSession().then(enter, () => (setError('technical_error'), setBusy(false)));
      return;
    }
    if (key === 'code_required') {
      setPhase('code');
      setCode('');
    } else {
      setError(key);
    }
    setBusy(false);
  }

  /** A new one-time code: the same e-mail and password without a code, which mails a new one and voids the old. */
  async function resendCode() {
    setCodeRound((round) => round + 1);
    setBusy(true);
    setError(null);
    setCodeResent(false);
    const key = await attempt(false);
    if (key === 'code_required') {
      setCode('');
      setCodeResent(true);
    } else {
      setError(key ?? 'technical_error');
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
          <p>{t(codeResent ? 'codeResent' : 'codeSent')}</p>
        </Notice>
      ) : (
        <>
          {sessionEnded && !error && (
            <Notice kind="info">
              <p>{t('sessionEnded')}</p>
            </Notice>
          )}
          <p className={styles.intro}>{t('loginIntro')}</p>
        </>
      )}
      {error && (
        <Notice kind="error">
          <p>
            {error === 'login_locked' && lockedUntil
              ? t('login_locked', { until: format.dateTime(new Date(lockedUntil), { dateStyle: 'medium', timeStyle: 'short' }) })
              : message(error)}
          </p>
          {error === 'login_locked' && (
            <p>
              {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a plain link keeps next/link's client code off the login page (legal-links.tsx) */}
              <a href="/passwort/reset">{t('unlockByReset')}</a>
            </p>
          )}
        </Notice>
      )}
      <form className={styles.form} method="post" onSubmit={submit}>
        {phase === 'credentials' ? (
          <>
            <TextField label={t('email')} type="email" name="email" autoComplete="username" required value={email} onChange={setEmail} />
            <TextField label={t('password')} type="password" name="password" autoComplete="current-password" required value={password} onChange={setPassword} />
          </>
        ) : (
          <TextField
            key={codeRound}
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
            <>
              <Button variant="secondary" onClick={resendCode} disabled={busy}>
                {t('codeResend')}
              </Button>
              <Button variant="link" onClick={() => (setPhase('credentials'), setError(null), setCodeResent(false))}>
                {t('codeBack')}
              </Button>
            </>
          ) : (
            <PlainLink href="/passwort/reset">{t('forgotPassword')}</PlainLink>
          )}
        </div>
      </form>
    </AuthCard>
  );
}
