'use client';

import { useMessages, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ZProfileForm } from '@/lib/users/schemas';
import { apiProblem, nonEmpty, type FieldErrors } from '../form-errors';
import { fieldProblems } from '@/lib/api/field-problems';
import styles from '../profile.module.css';
import { StatusMessage } from '../status-message';
import { EMPTY_PROFILE, ProfileFields, profileFromUser, type ProfileValue } from './profile-fields';
import { useProfile, useSaveProfileMutation } from './use-profile';
import { isKeyOf } from '@/lib/i18n/keys';

/** The personal-details tab: the own profile, saved through PUT /api/user/-1. */
export function PersonalDetails() {
  const t = useTranslations('profile');
  const tc = useTranslations('common');
  const te = useTranslations('errors');
  const errorTexts = useMessages().errors;
  const router = useRouter();
  const profile = useProfile();
  const save = useSaveProfileMutation();
  const [value, setValue] = useState<ProfileValue>(EMPTY_PROFILE);
  const [currentPassword, setCurrentPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<{ success?: string; error?: string }>({});

  const [loaded, setLoaded] = useState(profile.data);
  if (profile.data !== loaded) {
    setLoaded(profile.data);
    if (profile.data) setValue(profileFromUser(profile.data));
  }

  // A new e-mail is the new login name: the server asks for the current password and mails a link.
  const emailChanged = !!loaded && value.email.trim().toLowerCase() !== loaded.email;

  if (profile.isPending) return <p>{tc('loading')}</p>;
  if (profile.isError) return <StatusMessage error="technical_error" />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setStatus({});
    const parsed = ZProfileForm.safeParse(value);
    if (!parsed.success) {
      setErrors(fieldProblems(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      const { useIndividualAddress, addressLine1, addressLine2, postCode, county, country, ...personal } = value;
      // Address fields go along only with the switch (platform-shell 5).
      const body = nonEmpty(useIndividualAddress ? { ...personal, addressLine1, addressLine2, postCode, county, country } : personal);
      const saved = await save.mutateAsync({ ...body, useIndividualAddress, ...(emailChanged ? { currentPassword } : {}) });
      setCurrentPassword('');
      setStatus({ success: saved.pendingEmail ? t('emailChangePending', { email: saved.pendingEmail }) : t('saved') });
      // The header shows the user's name from the server-rendered layout.
      router.refresh();
    } catch (error) {
      const problem = apiProblem(error);
      setErrors(problem.fields);
      setStatus({ error: problem.message });
    }
  }

  return (
    <form method="post" onSubmit={submit} noValidate aria-label={t('tabs.personal')}>
      <ProfileFields value={value} onChange={(patch) => setValue((v) => ({ ...v, ...patch }))} errors={errors} />
      {emailChanged && (
        <TextField
          label={t('currentPasswordForEmail')}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={setCurrentPassword}
          error={isKeyOf(errorTexts, errors.currentPassword) ? te(errors.currentPassword) : errors.currentPassword}
          required
        />
      )}
      <StatusMessage success={status.success} error={status.error} />
      <div className={styles.actions}>
        <Button type="submit" disabled={save.isPending}>
          {tc('save')}
        </Button>
      </div>
    </form>
  );
}
