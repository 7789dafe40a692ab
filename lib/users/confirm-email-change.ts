import { AppError } from '@/lib/api/errors';
import { audit } from '@/lib/audit/audit';
import { hashResetKey } from '@/lib/auth/issue-reset-link';
import { LIMITS, rateLimit } from '@/lib/auth/rate-limit';
import { db, Prisma } from '@/lib/db';
import { enqueueEmail } from '@/lib/mail/enqueue-email';

/**
 * POST /api/email/confirm/{key}: the link mailed to the new address makes it the login name (e-mail
 * and username) and tells the old address. Unknown, used and expired keys look the same. An
 * address taken since the request is refused and nothing changes; whoever holds the link owns the
 * new address, so telling them it is taken gives nothing away.
 */
export async function confirmEmailChange(key: string, ip: string): Promise<{ success: true }> {
  await rateLimit(`email-confirm:ip:${ip}`, LIMITS.emailConfirmPerIp, LIMITS.windowSeconds);
  const keyHash = hashResetKey(key);
  try {
    await db.$transaction(async (tx) => {
      const now = new Date();
      const change = await tx.emailChangeKey.findUnique({
        where: { keyHash },
        select: { id: true, newEmail: true, user: { select: { id: true, accountId: true, email: true, firstName: true } } },
      });
      // Claimed with a conditional update, so two parallel confirmations cannot both succeed.
      const claimed = change
        ? await tx.emailChangeKey.updateMany({ where: { id: change.id, usedAt: null, expiresAt: { gt: now } }, data: { usedAt: now } })
        : { count: 0 };
      if (!change || claimed.count === 0) throw new AppError('validation', 'email_link_expired');
      const { user, newEmail } = change;
      const taken = await tx.user.findFirst({ where: { id: { not: user.id }, OR: [{ email: newEmail }, { username: newEmail }] }, select: { id: true } });
      if (taken) throw new AppError('conflict', 'email_taken');
      await tx.user.update({ where: { id: user.id }, data: { email: newEmail, username: newEmail } });
      await enqueueEmail(user.email, 'email_changed', { firstName: user.firstName, newEmail }, tx);
      await audit('email_changed', { userId: user.id, accountId: user.accountId, ip }, {}, tx);
    });
  } catch (error) {
    // Taken between the check and the update by a parallel confirmation or a new team user.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') throw new AppError('conflict', 'email_taken');
    throw error;
  }
  return { success: true };
}
