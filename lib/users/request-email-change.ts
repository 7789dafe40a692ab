import { randomBytes } from 'node:crypto';
import { audit } from '@/lib/audit/audit';
import { appLink, hashResetKey } from '@/lib/auth/issue-reset-link';
import type { Tx } from '@/lib/db';
import { enqueueEmail } from '@/lib/mail/enqueue-email';

export const EMAIL_CHANGE_HOURS = 24;

/**
 * Starts a change of the login e-mail: the new address gets a single-use confirmation link, the
 * old one a notice; the login name stays the old one until the link is used. A taken address is
 * not told here (it would reveal who is registered); confirming it is refused instead. Runs in
 * the caller's transaction so the key and both e-mails are written together.
 */
export async function requestEmailChange(
  tx: Tx,
  target: { id: number; email: string; firstName: string },
  newEmail: string,
  by: { userId: number; accountId: number; ip: string },
) {
  const now = new Date();
  // Only the newest link works, like the password reset's.
  await tx.emailChangeKey.updateMany({ where: { userId: target.id, usedAt: null }, data: { usedAt: now } });
  const key = randomBytes(32).toString('base64url');
  await tx.emailChangeKey.create({
    data: { userId: target.id, newEmail, keyHash: hashResetKey(key), expiresAt: new Date(now.getTime() + EMAIL_CHANGE_HOURS * 3_600_000) },
  });
  await enqueueEmail(newEmail, 'email_change_confirm', { firstName: target.firstName, link: appLink(`/e-mail/bestaetigen/${key}`) }, tx);
  await enqueueEmail(target.email, 'email_change_requested', { firstName: target.firstName, newEmail, resetLink: appLink('/passwort/reset') }, tx);
  await audit('email_change_requested', by, { targetUserId: target.id }, tx);
}
