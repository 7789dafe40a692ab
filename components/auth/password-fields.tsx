'use client';

import { useTranslations } from 'next-intl';
import { TextField } from '@/components/ui/text-field';
import { passwordProblem } from '@/lib/auth/password-policy';
import styles from './auth.module.css';
import { useMessage } from './use-message';

export interface NewPasswordValue {
  password: string;
  confirmPassword: string;
}

/** The policy and repeat check the server runs too (lib/auth/schemas.ts), as field keys. */
export function newPasswordProblems(value: NewPasswordValue): Record<string, string> {
  const problem = passwordProblem(value.password);
  if (problem) return { password: problem };
  if (value.password !== value.confirmPassword) return { confirmPassword: 'passwords_do_not_match' };
  return {};
}

/** New password twice, with the rules spelled out and field errors from the form or the server. */
export function NewPasswordFields({
  value,
  onChange,
  errors,
}: {
  value: NewPasswordValue;
  onChange: (value: NewPasswordValue) => void;
  errors: Record<string, string>;
}) {
  const t = useTranslations('auth');
  const message = useMessage();
  return (
    <>
      <TextField
        label={t('newPassword')}
        type="password"
        name="new-password"
        autoComplete="new-password"
        required
        value={value.password}
        onChange={(password) => onChange({ ...value, password })}
        error={message(errors.password)}
      />
      <p className={styles.hint}>{t('passwordRules')}</p>
      <TextField
        label={t('confirmPassword')}
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        required
        value={value.confirmPassword}
        onChange={(confirmPassword) => onChange({ ...value, confirmPassword })}
        error={message(errors.confirmPassword)}
      />
    </>
  );
}
