import { createHash, randomInt } from 'node:crypto';
import { db } from '@/lib/db';
import { audit } from '@/lib/audit/audit';
import { enqueueEmail } from '@/lib/mail/enqueue-email';
import { AppError } from '@/lib/api/errors';
import { DUMMY_HASH, verifyPassword } from './password';
import type { LoginRefusal } from './domain/login-refusal';
import { appLink } from './issue-reset-link';
import { clearLoginFailures, loginLockedUntil, recordLoginFailure } from './login-lock';
import { LIMITS, rateLimit } from './rate-limit';

export const ONE_TIME_CODE_MINUTES = 10;
/** The longest address an e-mail can have (RFC 5321); a longer one is refused before any query. */
export const EMAIL_MAX = 254;
/** No address holds a control character (PostgreSQL would refuse a NUL byte): refused before any query too. */
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

export type LoginResult = { ok: true; userId: number } | { ok: false; reason: LoginRefusal; lockedUntil?: Date };

export const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/**
 * Checks e-mail, password and (for 2-factor users) the one-time code. Unknown e-mail and wrong
 * password give the same answer. Failures lock for a time (lib/auth/domain/login-lock.ts), counted
 * per typed address, known or not, so the lockout and its end cannot tell which are registered.
 */
export async function verifyLogin(input: { email: string; password: string; code?: string; ip: string }): Promise<LoginResult> {
  const email = input.email.trim().toLowerCase();
  if (email.length > EMAIL_MAX || CONTROL_CHARACTER.test(email)) return { ok: false, reason: 'email_format_required' };
  try {
    // Tight per address and account, so people behind one office address never refuse each other.
    await rateLimit(`login:ip:${input.ip}`, LIMITS.loginPerIp, LIMITS.windowSeconds);
    await rateLimit(`login:ip-email:${input.ip}:${email}`, LIMITS.loginPerIpAndAccount, LIMITS.windowSeconds);
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
  const held = await loginLockedUntil(email, input.ip);
  if (held) return { ok: false, reason: 'login_locked', lockedUntil: held };
  const who = { userId: user?.id, accountId: user?.accountId, ip: input.ip };
  if (!user || !passwordOk) return recordFailure(email, who);
  if (user.statusId !== 100 || user.account.blocked) return { ok: false, reason: 'login_blocked' };

  // A company admin may require the code of everyone in the company, whatever each user chose.
  if (user.twoFactorEnabled || user.account.twoFactorRequired) {
    if (!input.code) {
      await sendOneTimeCode(user.id, user.email, input.ip);
      return { ok: false, reason: 'code_required' };
    }
    if (!(await redeemOneTimeCode(user.id, input.code))) {
      const failure = await recordFailure(email, who);
      return failure.reason === 'login_locked' ? failure : { ok: false, reason: 'code_invalid' };
    }
  }
  const lockedSince = await clearLoginFailures(email, input.ip, new Date());
  if (lockedSince) return { ok: false, reason: 'login_locked', lockedUntil: lockedSince };
  await audit('login_succeeded', { userId: user.id, accountId: user.accountId, ip: input.ip });
  return { ok: true, userId: user.id };
}

/**
 * Counts a failure under the counters' row locks, so parallel attempts still lock at exactly the
 * threshold. The attempt that locks a registered user tells it by e-mail: the lock may be an
 * outsider's doing, and a password reset ends it at once.
 */
async function recordFailure(
  email: string,
  who: { userId?: number; accountId?: number; ip: string },
): Promise<{ ok: false; reason: LoginRefusal; lockedUntil?: Date }> {
  return db.$transaction(async (tx) => {
    const now = new Date();
    const lock = await recordLoginFailure(tx, email, who.ip, now);
    if (who.userId !== undefined) {
      await audit(lock.lockedNow ? 'user_locked' : 'login_failed', who, lock.lockedNow ? { lockedUntil: lock.lockedUntil!.toISOString() } : {}, tx);
      if (lock.lockedNow) await enqueueEmail(email, 'account_locked', { until: lock.lockedUntil!, resetLink: appLink('/passwort/reset') }, tx);
    }
    return lock.lockedUntil ? { ok: false, reason: 'login_locked', lockedUntil: lock.lockedUntil } : { ok: false, reason: 'login_failed' };
  });
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
