import { AppError } from '@/lib/api/errors';
import { audit } from '@/lib/audit/audit';
import { db } from '@/lib/db';
import { verifyPassword } from './password';
import { LIMITS, rateLimit } from './rate-limit';
import type { SessionUser } from './session-user';
import { sendOneTimeCode, redeemOneTimeCode } from './verify-login';

/**
 * Two-factor login (design 3: a one-time code by e-mail at login). A user turns it on or off in
 * the profile with the current password and a code mailed for that purpose, so neither a stolen
 * session nor a stolen password alone can switch it; a company admin can require it for every
 * user of the company, who then cannot turn it off.
 */

/** GET /api/user/two-factor: the user's own choice and whether the company requires it. */
export async function getTwoFactor(user: SessionUser) {
  const row = await db.user.findUniqueOrThrow({
    where: { id: user.userId },
    select: { twoFactorEnabled: true, account: { select: { twoFactorRequired: true } } },
  });
  return { enabled: row.twoFactorEnabled, required: row.account.twoFactorRequired };
}

/** The password check of both steps, limited as a password change is: a session is no oracle for the password. */
async function checkPassword(user: SessionUser, currentPassword: string) {
  await rateLimit(`two-factor:user:${user.userId}`, LIMITS.passwordChangePerUser, LIMITS.windowSeconds);
  const row = await db.user.findUniqueOrThrow({ where: { id: user.userId }, select: { passwordHash: true, email: true } });
  if (!(await verifyPassword(row.passwordHash, currentPassword))) {
    throw new AppError('validation', 'validation_failed', undefined, { currentPassword: 'wrong_password' });
  }
  return row;
}

/** POST /api/user/two-factor/code: mails the code that confirms the change. */
export async function requestTwoFactorCode(user: SessionUser, input: { currentPassword: string }, ip: string) {
  const { email } = await checkPassword(user, input.currentPassword);
  await sendOneTimeCode(user.userId, email, ip, 'two_factor_confirm');
  return { sent: true };
}

/** PUT /api/user/two-factor: on or off, with the current password and the mailed code. */
export async function changeTwoFactor(user: SessionUser, input: { enabled: boolean; currentPassword: string; code: string }, ip: string) {
  await checkPassword(user, input.currentPassword);
  const { required } = await getTwoFactor(user);
  if (!input.enabled && required) throw new AppError('conflict', 'two_factor_required_by_company');
  if (!(await redeemOneTimeCode(user.userId, input.code))) {
    throw new AppError('validation', 'validation_failed', undefined, { code: 'code_invalid' });
  }
  await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: user.userId }, data: { twoFactorEnabled: input.enabled } });
    await audit('two_factor_changed', { userId: user.userId, accountId: user.accountId, ip }, { enabled: input.enabled }, tx);
  });
  return { enabled: input.enabled, required };
}

/** PUT /api/account/two-factor (company admin): every user of the company logs in with a code, from their next login. */
export async function setTwoFactorRequired(user: SessionUser, required: boolean, ip: string) {
  await db.$transaction(async (tx) => {
    await tx.account.update({ where: { id: user.accountId }, data: { twoFactorRequired: required } });
    await audit('two_factor_requirement_changed', { userId: user.userId, accountId: user.accountId, ip }, { required }, tx);
  });
  return { required };
}
