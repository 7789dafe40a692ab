'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/choice';
import { Dialog } from '@/components/ui/dialog';
import { ZCreateTeamUser, ZProfileForm, type TeamUserDto } from '@/lib/users/schemas';
import { apiProblem, nonEmpty, type FieldErrors } from '../form-errors';
import { fieldProblems } from '@/lib/api/field-problems';
import { EMPTY_PROFILE, ProfileFields, profileFromUser, type ProfileValue } from '../personal/profile-fields';
import { StatusMessage } from '../status-message';
import { useCreateTeamUserMutation, useUpdateTeamUserMutation } from './use-team';

/** Create (no `user`) or edit a team member in a modal; closes with a success text. */
export function TeamUserForm({
  user,
  purchaseRights,
  onClose,
  onDone,
}: {
  user?: TeamUserDto;
  purchaseRights: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const t = useTranslations('team');
  const tc = useTranslations('common');
  const create = useCreateTeamUserMutation();
  const update = useUpdateTeamUserMutation();
  const [value, setValue] = useState<ProfileValue>(user ? profileFromUser(user) : EMPTY_PROFILE);
  const [purchaseStatus, setPurchaseStatus] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    setError(null);
    const parsed = (user ? ZProfileForm : ZCreateTeamUser).safeParse({ ...value, title: value.title || undefined, purchaseStatus });
    if (!parsed.success) {
      setErrors(fieldProblems(parsed.error.issues));
      return;
    }
    setErrors({});
    const { useIndividualAddress, addressLine1, addressLine2, postCode, county, country, ...personal } = value;
    const body = {
      ...nonEmpty(useIndividualAddress ? { ...personal, addressLine1, addressLine2, postCode, county, country } : personal),
      useIndividualAddress,
    };
    try {
      if (user) {
        const saved = await update.mutateAsync({ id: user._id, body });
        // A new address only takes effect once the member confirms it through the mailed link.
        onDone(saved.pendingEmail ? t('emailChangePending', { email: saved.pendingEmail }) : t('saved'));
      } else {
        await create.mutateAsync({ ...body, purchaseStatus });
        onDone(t('created'));
      }
    } catch (failure) {
      const problem = apiProblem(failure);
      setErrors(problem.fields);
      setError(problem.message);
    }
  }

  return (
    <Dialog
      open
      title={user ? t('editTitle') : t('createTitle')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {tc('cancel')}
          </Button>
          <Button type="submit" form="team-user-form" disabled={create.isPending || update.isPending}>
            {user ? tc('save') : tc('create')}
          </Button>
        </>
      }
    >
      <form id="team-user-form" method="post" onSubmit={submit} noValidate>
        <ProfileFields value={value} onChange={(patch) => setValue((v) => ({ ...v, ...patch }))} errors={errors} />
        {!user && purchaseRights && <Checkbox label={t('grantPurchaseOnCreate')} checked={purchaseStatus} onChange={setPurchaseStatus} />}
        <StatusMessage error={error} />
      </form>
    </Dialog>
  );
}
