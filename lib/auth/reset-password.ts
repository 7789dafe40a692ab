import { db } from '@/lib/db';
import { AppError } from '@/lib/api/errors';
import { audit } from '@/lib/audit/audit';
import { hashResetKey } from './issue-reset-link';
import { unlockLogins } from './login-lock';
import { hashPassword } from './password';
import { LIMITS, rateLimit } from './rate-limit';

/**
 * POST /api/password/reset/{key}: sets the new password, unlocks the user at once (a lockout
 * otherwise lasts its time), ends all earlier sessions and drops an open e-mail change. Unknown, used and expired keys look the same.
 */
export async function resetPassword(key: string, password: string, ip: string): Promise<{ success: true }> {
  await rateLimit(`reset:ip:${ip}`, LIMITS.resetPerIp, LIMITS.windowSeconds);
  const keyHash = hashResetKey(key);
  // A wrong key costs no password hash: hashing is what a flood of guesses would make us pay.
  const usable = await db.passwordResetKey.findFirst({ where: { keyHash, usedAt: null, expiresAt: { gt: new Date() } }, select: { id: true } });
  if (!usable) throw new AppError('validation', 'reset_link_expired');
  const passwordHash = await hashPassword(password);
  await db.$transaction(async (tx) => {
    const now = new Date();
    const resetKey = await tx.passwordResetKey.findUnique({ where: { keyHash }, select: { id: true, userId: true } });
    // Claimed with a conditional update, so two parallel submits of one link cannot both succeed.
    const claimed = resetKey
      ? await tx.passwordResetKey.updateMany({ where: { id: resetKey.id, usedAt: null, expiresAt: { gt: now } }, data: { usedAt: now } })
      : { count: 0 };
    if (!resetKey || claimed.count === 0) throw new AppError('validation', 'reset_link_expired');
    const user = await tx.user.update({
      where: { id: resetKey.userId },
      data: { passwordHash, passwordSetAt: now, validAfter: now },
      select: { id: true, accountId: true, email: true },
    });
    await unlockLogins(tx, user.email);
    // The notice of an e-mail change points here: a reset drops a change the owner did not want.
    await tx.emailChangeKey.updateMany({ where: { userId: user.id, usedAt: null }, data: { usedAt: now } });
    await audit('password_reset', { userId: user.id, accountId: user.accountId, ip }, {}, tx);
  });
  return { success: true };
}
