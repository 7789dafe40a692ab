import { issueResetLink, WELCOME_LINK_MINUTES } from '@/lib/auth/issue-reset-link';
import type { Tx } from '@/lib/db';
import { enqueueEmail } from '@/lib/mail/enqueue-email';

/**
 * The welcome mail of a user who has no password of its own yet: a link to set one, valid a week
 * and once. Links mailed before stop working, so only the newest mail counts. In the caller's
 * transaction, with the key and the mail written together.
 */
export async function sendWelcomeMail(tx: Tx, user: { id: number; email: string; firstName: string }) {
  await tx.passwordResetKey.updateMany({ where: { userId: user.id, usedAt: null }, data: { usedAt: new Date() } });
  const link = await issueResetLink(tx, user.id, WELCOME_LINK_MINUTES);
  await enqueueEmail(user.email, 'welcome', { firstName: user.firstName, link }, tx);
}
