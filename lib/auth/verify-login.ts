import { createHash, randomInt } from 'node:crypto';
import { db } from '@/lib/db';
import { audit } from '@/lib/audit/audit';
import { enqueueEmail } from '@/lib/mail/enqueue-email';
import { AppError } from '@/lib/api/errors';
import { DUMMY_HASH, verifyPassword } from './password';
import { appLink } from './issue-reset-link';
import { countForever, LIMITS, rateLimit } from './rate-limit';

export const MAX_FAILED_LOGINS = 5;
export const ONE_TIME_CODE_MINUTES = 10;

/** Why a login was refused; each is a message key on the login screen. */
export type LoginRefusal = 'login_failed' | 'login_locked' | 'login_blocked' | 'code_required' | 'code_invalid' | 'too_many_requests' | 'try_again_later';

export type LoginResult = { ok: true; userId: number } | { ok: false; reason: LoginRefusal };

export const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/**
 * Checks e-mail, password and (for 2-factor users) the one-time code. Unknown e-mail and wrong
 * password give the same answer. The 5th failure locks the user; only a password reset unlocks.
 * An unknown address counts its failures too and "locks" at the 5th, so the lockout message
 * cannot tell which addresses are registered.
 */
export async function verifyLogin(input: { email: string; password: string; code?: string; ip: string }): Promise<LoginResult> {
  const email = input.email.trim().toLowerCase();
  try {
    await rateLimit(`login:ip:${input.ip}`, LIMITS.loginPerIp, LIMITS.windowSeconds);
    await rateLimit(`login:email:${email}`, LIMITS.loginPerAccount, LIMITS.windowSeconds);
  } catch (error) {
    if (error instanceof AppError) return { ok: false, reason: 'too_many_requests' };
    throw error;
  }
  const user = await db.user.findUnique({
    where: { email },
    select: {
      id: true,
      email: true,
      accountId: true,
      passwordHash: true,
      locked: true,
      statusId: true,
      twoFactorEnabled: true,
      account: { select: { blocked: true, twoFactorRequired: true } },
    },
  });
  let passwordOk: boolean;
  try {
    passwordOk = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, input.password);
  } catch (error) {
    // Too many hashes at once: nothing was checked, so nothing counts as a failed attempt.
    if (error instanceof AppError) return { ok: false, reason: 'try_again_later' };
    throw error;
  }
  if (!user) return recordUnknownFailure(email);
  const who = { userId: user.id, accountId: user.accountId, ip: input.ip };
  if (user.locked) return { ok: false, reason: 'login_locked' };
  if (!passwordOk) return recordFailure(who);
  if (user.statusId !== 100 || user.account.blocked) return { ok: false, reason: 'login_blocked' };

  // A company admin may require the code of everyone in the company, whatever each user chose.
  if (user.twoFactorEnabled || user.account.twoFactorRequired) {
    if (!input.code) {
      await sendOneTimeCode(user.id, user.email, input.ip);
      return { ok: false, reason: 'code_required' };
    }
    if (!(await redeemOneTimeCode(user.id, input.code))) {
      const failure = await recordFailure(who);
      return failure.reason === 'login_locked' ? failure : { ok: false, reason: 'code_invalid' };
    }
  }
  // Conditional: a parallel wrong attempt may have locked the user since it was read above.
  const reset = await db.user.updateMany({ where: { id: user.id, locked: false }, data: { failedLogins: 0 } });
  if (reset.count === 0) return { ok: false, reason: 'login_locked' };
  await audit('login_succeeded', who);
  return { ok: true, userId: user.id };
}

/**
 * Counts a failure in one conditional update, so parallel attempts still lock at exactly five.
 * The attempt that locks tells the user by e-mail: the lock may be an outsider's doing, and the
 * way out is a password reset.
 */
async function recordFailure(who: { userId: number; accountId: number; ip: string }): Promise<{ ok: false; reason: LoginRefusal }> {
  return db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ locked: boolean; email: string }[]>`
      UPDATE "User" SET "failedLogins" = "failedLogins" + 1, "locked" = ("failedLogins" + 1 >= ${MAX_FAILED_LOGINS})
      WHERE "id" = ${who.userId} AND NOT "locked" RETURNING "locked", "email"`;
    const lockedNow = rows[0]?.locked === true;
    await audit(lockedNow ? 'user_locked' : 'login_failed', who, {}, tx);
    if (lockedNow) await enqueueEmail(rows[0].email, 'account_locked', { resetLink: appLink('/passwort/reset') }, tx);
    return { ok: false, reason: rows.length === 0 || lockedNow ? 'login_locked' : 'login_failed' };
  });
}

/** The unknown address's twin of recordFailure: the same answers after the same number of tries. */
async function recordUnknownFailure(email: string): Promise<{ ok: false; reason: LoginRefusal }> {
  const failures = await countForever(`login:unknown:${email}`);
  return { ok: false, reason: failures >= MAX_FAILED_LOGINS ? 'login_locked' : 'login_failed' };
}

/** Mails a new one-time code (the login's, or the one confirming a change of two-factor login); it replaces any earlier one still open. */
export async function sendOneTimeCode(userId: number, email: string, ip: string, template: 'one_time_code' | 'two_factor_confirm' = 'one_time_code') {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.$transaction(async (tx) => {
    await tx.oneTimeCode.updateMany({ where: { userId, usedAt: null }, data: { usedAt: new Date() } });
    await tx.oneTimeCode.create({
      data: { userId, codeHash: hashCode(code), expiresAt: new Date(Date.now() + ONE_TIME_CODE_MINUTES * 60_000) },
    });
    await enqueueEmail(email, template, { code }, tx);
    await audit('one_time_code_sent', { userId, ip }, {}, tx);
  });
}

/** Uses up the user's open code when `code` is it; false when wrong, used or expired. */
export async function redeemOneTimeCode(userId: number, code: string) {
  const now = new Date();
  const used = await db.oneTimeCode.updateMany({
    where: { userId, codeHash: hashCode(code.trim()), usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  });
  return used.count === 1;
}
