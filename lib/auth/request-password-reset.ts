import { after } from 'next/server';
import { db } from '@/lib/db';
import { audit } from '@/lib/audit/audit';
import { enqueueEmail } from '@/lib/mail/enqueue-email';
import { log } from '@/lib/log';
import { DELETED_STATUS } from '@/lib/users/schemas';
import { issueResetLink } from './issue-reset-link';
import { LIMITS, rateLimit } from './rate-limit';

/**
 * POST /api/password/reset: mails a reset link when the address belongs to a user. The caller
 * always gets the same answer after the same statements (the rate limits): the user's look-up and
 * the mail run after the answer has left, so neither its content nor its time tells who has an
 * account.
 */
export async function requestPasswordReset(email: string, ip: string): Promise<{ success: true }> {
  await rateLimit(`reset:ip:${ip}`, LIMITS.resetPerIp, LIMITS.windowSeconds);
  await rateLimit(`reset:email:${email}`, LIMITS.resetPerAccount, LIMITS.windowSeconds);
  after(() => mailResetLink(email, ip).catch((error: unknown) => log.error({ err: error }, 'mailing a reset link failed')));
  return { success: true };
}

/** The work behind a reset request. A deleted user is no user here: its placeholder address gets no link. */
export async function mailResetLink(email: string, ip: string): Promise<void> {
  const user = await db.user.findUnique({ where: { email }, select: { id: true, email: true, accountId: true, statusId: true } });
  if (!user || user.statusId === DELETED_STATUS) return;
  await db.$transaction(async (tx) => {
    // Only the newest link works: an older mail lying around in an inbox is worthless.
    await tx.passwordResetKey.updateMany({ where: { userId: user.id, usedAt: null }, data: { usedAt: new Date() } });
    const link = await issueResetLink(tx, user.id);
    await enqueueEmail(user.email, 'password_reset', { link }, tx);
    await audit('password_reset_requested', { userId: user.id, accountId: user.accountId, ip }, {}, tx);
  });
}
