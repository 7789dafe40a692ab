'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Notice } from '@/components/auth/auth-card';
import styles from '@/components/auth/auth.module.css';
import { useMessage } from '@/components/auth/use-message';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/choice';
import { TextField } from '@/components/ui/text-field';
import { ApiError, apiFetch } from '@/lib/api/fetch-client';

interface TwoFactor {
  enabled: boolean;
  required: boolean;
}

const KEY = ['profile', 'two-factor'] as const;

/** The server's refusal as the form shows it: field messages beside the fields, anything else above. */
function problemOf(error: unknown) {
  const problem = error instanceof ApiError ? error.problem : {};
  return { fields: problem.fields ?? {}, message: problem.fields ? null : (problem.message ?? 'technical_error') };
}

/**
 * Two-factor login in the profile's password tab: the user turns it on or off in two steps, the
 * current password (which mails a code) and that code. A company admin also requires it of every
 * user of the company; while it is required, a user cannot turn it off.
 */
export function TwoFactorSettings({ isAdmin }: { isAdmin: boolean }) {
  const t = useTranslations('profile.twoFactor');
  const message = useMessage();
  const queryClient = useQueryClient();
  const state = useQuery({ queryKey: KEY, queryFn: ({ signal }) => apiFetch<TwoFactor>('/api/user/two-factor', { signal }) });
  const [step, setStep] = useState<'idle' | 'password' | 'code'>('idle');
  const [currentPassword, setCurrentPassword] = useState('');
  const [code, setCode] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const fail = (e: unknown) => {
    const { fields, message } = problemOf(e);
    setFields(fields);
    setError(message);
  };
  const requestCode = useMutation({
    mutationFn: () => apiFetch('/api/user/two-factor/code', { method: 'POST', body: { currentPassword } }),
    onSuccess: () => {
      setFields({});
      setError(null);
      setStep('code');
    },
    onError: fail,
  });
  const change = useMutation({
    mutationFn: (enabled: boolean) => apiFetch<TwoFactor>('/api/user/two-factor', { method: 'PUT', body: { enabled, currentPassword, code } }),
    onSuccess: (next) => {
      queryClient.setQueryData(KEY, next);
      setStep('idle');
      setCurrentPassword('');
      setCode('');
      setFields({});
      setError(null);
      setDone(next.enabled ? t('turnedOn') : t('turnedOff'));
    },
    onError: fail,
  });
  const requirement = useMutation({
    mutationFn: (required: boolean) => apiFetch<{ required: boolean }>('/api/account/two-factor', { method: 'PUT', body: { required } }),
    onSuccess: ({ required }) => queryClient.setQueryData<TwoFactor>(KEY, (old) => old && { ...old, required }),
    onError: fail,
  });

  if (!state.data) return null;
  const { enabled, required } = state.data;
  const on = enabled || required;

  function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    if (step === 'password') {
      if (!currentPassword) return setFields({ currentPassword: 'required' });
      requestCode.mutate();
    } else if (step === 'code') {
      if (!/^\d{6}$/.test(code.trim())) return setFields({ code: 'code_format' });
      change.mutate(!enabled);
    }
  }

  return (
    <section aria-labelledby="two-factor-heading" data-testid="two-factor">
      <h3 id="two-factor-heading">{t('heading')}</h3>
      <p data-testid="two-factor-state">{on ? t('stateOn') : t('stateOff')}</p>
      {required && <p>{t('requiredByCompany')}</p>}
      {done && (
        <Notice kind="success">
          <p>{done}</p>
        </Notice>
      )}
      {error && (
        <Notice kind="error">
          <p>{message(error)}</p>
        </Notice>
      )}
      {step === 'idle' && !(enabled && required) && (
        <Button type="button" onClick={() => (setDone(null), setStep('password'))}>
          {enabled ? t('turnOff') : t('turnOn')}
        </Button>
      )}
      {step !== 'idle' && (
        <form className={styles.form} method="post" onSubmit={submit} noValidate aria-label={enabled ? t('turnOff') : t('turnOn')}>
          {step === 'password' ? (
            <TextField
              label={t('currentPassword')}
              type="password"
              name="two-factor-password"
              autoComplete="current-password"
              required
              value={currentPassword}
              onChange={setCurrentPassword}
              error={message(fields.currentPassword)}
            />
          ) : (
            <TextField
              label={t('code')}
              name="two-factor-code"
              autoComplete="one-time-code"
              inputMode="numeric"
              required
              value={code}
              onChange={setCode}
              error={message(fields.code)}
            />
          )}
          {step === 'code' && <p>{t('codeSent')}</p>}
          <Button type="submit" disabled={requestCode.isPending || change.isPending}>
            {step === 'password' ? t('sendCode') : enabled ? t('confirmOff') : t('confirmOn')}
          </Button>
          <Button type="button" variant="secondary" onClick={() => (setStep('idle'), setFields({}), setError(null))}>
            {t('cancel')}
          </Button>
        </form>
      )}
      {isAdmin && (
        <Checkbox label={t('requireForCompany')} checked={required} disabled={requirement.isPending} onChange={(checked) => requirement.mutate(checked)} />
      )}
    </section>
  );
}
