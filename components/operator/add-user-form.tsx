'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/choice';
import { EMPTY_PERSON, PersonFields } from './person-fields';
import { useAddUserMutation } from './queries';
import { useOperatorErrors } from './use-operator-errors';
import styles from './operator.module.css';

/** design 14: the operator adds a user, an admin or a team member, to a company; it is mailed a set-password link. */
export function AddUserForm({ accountId }: { accountId: number }) {
  const t = useTranslations('operator');
  const add = useAddUserMutation(accountId);
  const problems = useOperatorErrors()(add.error);
  const [person, setPerson] = useState(EMPTY_PERSON);
  const [isAdmin, setIsAdmin] = useState(false);
  return (
    <form
      className={styles.section}
      data-testid="add-user-form"
      method="post"
      onSubmit={(e) => {
        e.preventDefault();
        add.mutate({ ...person, isAdmin }, { onSuccess: () => setPerson(EMPTY_PERSON) });
      }}
    >
      <h3>{t('addUser')}</h3>
      {add.isSuccess && (
        <p className={styles.notice} role="status">
          {t('userAdded')}
        </p>
      )}
      {problems.message && (
        <p className={styles.notice} role="alert">
          {problems.message}
        </p>
      )}
      <PersonFields value={person} onChange={setPerson} errors={problems.fields} prefix="" />
      <Checkbox label={t('isAdmin')} checked={isAdmin} onChange={setIsAdmin} />
      <Button type="submit" disabled={add.isPending}>
        {t('addUser')}
      </Button>
    </form>
  );
}
