import { db } from '@/lib/db';
import { AppError } from '@/lib/api/errors';
import { audit } from '@/lib/audit/audit';
import type { SessionUser } from './session-user';
import { hashPassword, verifyPassword } from './password';
import { LIMITS, rateLimit } from './rate-limit';

/**
 * PUT /api/user/password: the signed-in user proves the current password and sets a new one.
 * Moving validAfter ends every other session; the route re-issues the caller's own (see
 * reissue-session.ts). Returns the instant the change took effect.
 */
export async function changePassword(user: SessionUser, input: { currentPassword: string; newPassword: string }, ip: string): Promise<Date> {
  // A stolen session must not become an unlimited oracle for the current password.
  await rateLimit(`password-change:user:${user.userId}`, LIMITS.passwordChangePerUser, LIMITS.windowSeconds);
  const current = await db.user.findUniqueOrThrow({ where: { id: user.userId }, select: { passwordHash: true } });
  if (!(await verifyPassword(current.passwordHash, input.currentPassword))) {
    throw new AppError('validation', 'validation_failed', undefined, { currentPassword: 'wrong_password' });
  }
  const passwordHash = await hashPassword(input.newPassword);
  const now = new Date();
  await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: user.userId }, data: { passwordHash, validAfter: now } });
    await audit('password_changed', { userId: user.userId, accountId: user.accountId, ip }, {}, tx);
  });
  return now;
}
