import { randomUUID } from 'node:crypto';
import { db } from '@/lib/db';
import { ROLES, type AccountType } from '@/lib/access/routes';
import { TEST_PASSWORD, testPasswordHash } from './test-password';

export { TEST_PASSWORD };

/** The demo platform's id (the brand of the tests' server). */
export const demoPlatformId = async () => (await db.platform.findFirstOrThrow({ where: { brandId: process.env.BRAND ?? 'fuelmarket' } })).id;

/** A new company account of the demo platform, named uniquely for this test. */
export async function createAccount(type: AccountType = 'BUYER', extra: Record<string, unknown> = {}) {
  return db.account.create({
    data: { platformId: await demoPlatformId(), name: `Test ${type} ${randomUUID().slice(0, 8)}`, type, releasedForTrading: true, ...extra },
  });
}

/** A new user (password TEST_PASSWORD) in `accountId`, or in a new account of `type`. */
export async function createUser(
  options: { accountId?: number; type?: AccountType; roles?: string[]; isAdmin?: boolean; twoFactorEnabled?: boolean; features?: string[] } = {},
) {
  const accountId = options.accountId ?? (await createAccount(options.type ?? 'BUYER')).id;
  const email = `user-${randomUUID()}@test.fuel`;
  return db.user.create({
    data: {
      accountId,
      email,
      username: email,
      passwordHash: await testPasswordHash(),
      firstName: 'Test',
      lastName: 'User',
      roles: options.roles ?? [ROLES.relationships, ROLES.purchase],
      isAdmin: options.isAdmin ?? false,
      twoFactorEnabled: options.twoFactorEnabled ?? false,
      features: options.features ?? [],
    },
  });
}

/** Locks logins as `email` from every client address (the account's ceiling) for `minutes`. */
export async function lockLogins(email: string, minutes = 15) {
  const lock = { lockouts: 1, lockedUntil: new Date(Date.now() + minutes * 60_000) };
  await db.loginLock.upsert({ where: { email_ip: { email, ip: '*' } }, create: { email, ip: '*', ...lock }, update: lock });
}

/**
 * The newest e-mail of `template` to `to` after the outbox row `afterId`, waited for: some mails are
 * written after the answer has left.
 */
export async function awaitEmailTo(to: string, template: string, afterId = 0) {
  for (let tries = 0; ; tries++) {
    const mail = await db.emailOutbox.findFirst({ where: { to, template, id: { gt: afterId } }, orderBy: { id: 'desc' } });
    if (mail || tries === 50) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The newest e-mail in the outbox to `to` (the one-time code, the reset link, ...). */
export async function lastEmailTo(to: string) {
  return db.emailOutbox.findFirst({ where: { to }, orderBy: { id: 'desc' } });
}

export { db };
