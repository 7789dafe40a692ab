'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/choice';
import { ACTIVE_STATUS, BLOCKED_STATUS, OPERATOR_BLOCKED_STATUS, type TeamUserDto } from '@/lib/users/schemas';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useNotice } from '@/components/ui/notice';
import styles from '../profile.module.css';
import { TeamUserForm } from './team-user-form';
import { useRemoveTeamUserMutation, useTeamUsers, useUpdateTeamUserMutation } from './use-team';

type Pending = { user: TeamUserDto; kind: 'purchase' | 'block' | 'removeAdmin' | 'remove' };

const fullName = (u: TeamUserDto) => `${u.firstName} ${u.lastName}`.trim();
/** Only the operator lifts its block: the team shows it without a button. */
const blockedByOperator = (u: TeamUserDto) => u.statusId === OPERATOR_BLOCKED_STATUS;

/**
 * The team tab (admins only): list, create, edit, block/unblock, remove admin, remove the user
 * (after a confirmation) and, where the account kind can hold them, purchase rights.
 */
export function TeamManagement({ purchaseRights }: { purchaseRights: boolean }) {
  const t = useTranslations('team');
  const tc = useTranslations('common');
  const team = useTeamUsers();
  const update = useUpdateTeamUserMutation();
  const remove = useRemoveTeamUserMutation();
  const [editing, setEditing] = useState<TeamUserDto | 'new' | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const notice = useNotice();

  async function change(user: TeamUserDto, body: Record<string, unknown>) {
    try {
      await update.mutateAsync({ id: user._id, body });
      notice.saved(t('saved'));
    } catch (error) {
      notice.failed(error);
    } finally {
      setPending(null);
    }
  }

  async function removeUser(user: TeamUserDto) {
    try {
      await remove.mutateAsync(user._id);
      notice.saved(t('removed', { name: fullName(user) }));
    } catch (error) {
      notice.failed(error);
    } finally {
      setPending(null);
    }
  }

  function confirmPending() {
    if (!pending) return;
    const { user, kind } = pending;
    if (kind === 'purchase') return change(user, { purchaseStatus: !user.purchaseStatus });
    if (kind === 'block') return change(user, { statusId: BLOCKED_STATUS });
    if (kind === 'remove') return removeUser(user);
    return change(user, { isAdmin: false });
  }

  const question = pending
    ? {
        purchase: {
          title: t('purchaseConfirmTitle'),
          text: t(pending.user.purchaseStatus ? 'purchaseRemoveQuestion' : 'purchaseGrantQuestion', { name: fullName(pending.user) }),
          label: undefined,
        },
        block: { title: t('blockTitle'), text: t('blockQuestion', { name: fullName(pending.user) }), label: t('block') },
        removeAdmin: { title: t('removeAdminTitle'), text: t('removeAdminQuestion', { name: fullName(pending.user) }), label: t('removeAdmin') },
        remove: { title: t('removeTitle'), text: t('removeQuestion', { name: fullName(pending.user) }), label: t('remove') },
      }[pending.kind]
    : null;

  return (
    <div>
      <div className={styles.toolbar}>
        <p>{t('intro')}</p>
        <Button onClick={() => setEditing('new')}>{t('create')}</Button>
      </div>
      {team.isPending && <p>{tc('loading')}</p>}
      {team.isError && <p className={styles.error}>{t('loadFailed')}</p>}
      {team.data && team.data.docs.length === 0 && <p>{t('empty')}</p>}
      {team.data && team.data.docs.length > 0 && (
        <ul className={styles.list} aria-label={t('intro')}>
          {team.data.docs.map((user) => (
            <li key={user._id} className={styles.card} data-testid="team-user">
              <div>
                <h3>{fullName(user)}</h3>
                <p>{user.email}</p>
                <div className={styles.badges}>
                  <span className={user.accountDisabled ? styles.badgeBlocked : styles.badge}>
                    {blockedByOperator(user) ? t('blockedByOperator') : user.accountDisabled ? t('blocked') : t('active')}
                  </span>
                  {user.isAdmin && <span className={styles.badge}>{t('admin')}</span>}
                </div>
              </div>
              {purchaseRights ? (
                <Checkbox label={t('purchaseRights')} checked={user.purchaseStatus} onChange={() => setPending({ user, kind: 'purchase' })} />
              ) : (
                <span />
              )}
              <div className={styles.cardActions}>
                <Button variant="secondary" onClick={() => setEditing(user)}>
                  {t('edit')}
                </Button>
                {blockedByOperator(user) ? null : user.accountDisabled ? (
                  <Button variant="secondary" onClick={() => change(user, { statusId: ACTIVE_STATUS })}>
                    {t('unblock')}
                  </Button>
                ) : (
                  <Button variant="danger" onClick={() => setPending({ user, kind: 'block' })}>
                    {t('block')}
                  </Button>
                )}
                {user.isAdmin && (
                  <Button variant="secondary" onClick={() => setPending({ user, kind: 'removeAdmin' })}>
                    {t('removeAdmin')}
                  </Button>
                )}
                <Button variant="danger" onClick={() => setPending({ user, kind: 'remove' })}>
                  {t('remove')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <TeamUserForm
          user={editing === 'new' ? undefined : editing}
          purchaseRights={purchaseRights}
          onClose={() => setEditing(null)}
          onDone={(message) => {
            setEditing(null);
            notice.saved(message);
          }}
        />
      )}
      <ConfirmDialog
        open={!!pending}
        title={question?.title ?? ''}
        consequence={question?.text ?? ''}
        confirmLabel={question?.label}
        danger={pending?.kind === 'block' || pending?.kind === 'remove'}
        busy={update.isPending || remove.isPending}
        onConfirm={confirmPending}
        onClose={() => setPending(null)}
      />
    </div>
  );
}
