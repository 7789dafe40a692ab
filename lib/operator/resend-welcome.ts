import { AppError } from '@/lib/api/errors';
import { audit } from '@/lib/audit/audit';
import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { sendWelcomeMail } from '@/lib/users/send-welcome-mail';
import { findOperatorUser } from './user-record';

/**
 * POST /api/operator/users/{id}/welcome: a user who has not set a password yet (its welcome link
 * ran out or the mail got lost) gets a new welcome mail; its older links stop working. Once it set
 * a password, 409 password_already_set (a forgotten password is the user's own reset). Audited.
 */
export async function resendWelcome(operator: SessionUser, id: number, ip: string) {
  await db.$transaction(async (tx) => {
    const user = await findOperatorUser(tx, operator, id);
    if (user.passwordSetAt !== null) throw new AppError('conflict', 'password_already_set');
    await sendWelcomeMail(tx, user);
    await audit('operator_welcome_resent', { userId: operator.userId, accountId: user.accountId, ip }, { targetUserId: id, email: user.email }, tx);
  });
  return { success: true };
}
