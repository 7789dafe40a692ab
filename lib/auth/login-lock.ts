import { db, type Client, type Tx } from '@/lib/db';
import { afterFailure, ALL_ADDRESSES, lockedUntil, PER_ACCOUNT, PER_ADDRESS } from './domain/login-lock';

/**
 * The two counter rows of a login as `email` from `ip` (the address's and the account's), created
 * when missing and row-locked in one order, so parallel attempts count one after another and two
 * of them cannot wait on each other.
 */
async function lockRows(tx: Tx, email: string, ip: string, now: Date) {
  await tx.loginLock.createMany({ data: [ip, ALL_ADDRESSES].map((rowIp) => ({ email, ip: rowIp, since: now })), skipDuplicates: true });
  await tx.$queryRaw`SELECT 1 FROM "LoginLock" WHERE "email" = ${email} AND "ip" IN (${ip}, ${ALL_ADDRESSES}) ORDER BY "ip" FOR UPDATE`;
  return tx.loginLock.findMany({ where: { email, ip: { in: [ip, ALL_ADDRESSES] } } });
}

/** The end of the lock on logins as `email` from `ip`, or null when none is in force. */
export async function loginLockedUntil(email: string, ip: string, now = new Date()): Promise<Date | null> {
  return lockedUntil(await db.loginLock.findMany({ where: { email, ip: { in: [ip, ALL_ADDRESSES] } } }), now);
}

/**
 * Counts a failed login on both rows, unless a lock is in force (then nothing counts). Answers the
 * end of the lock in force or started by this failure (`lockedNow`), else null.
 */
export async function recordLoginFailure(tx: Tx, email: string, ip: string, now: Date): Promise<{ lockedUntil: Date | null; lockedNow: boolean }> {
  const rows = await lockRows(tx, email, ip, now);
  const held = lockedUntil(rows, now);
  if (held) return { lockedUntil: held, lockedNow: false };
  const next = rows.map((row) => ({ ip: row.ip, ...afterFailure(row, row.ip === ALL_ADDRESSES ? PER_ACCOUNT : PER_ADDRESS, now) }));
  for (const row of next) await tx.loginLock.update({ where: { email_ip: { email, ip: row.ip } }, data: row.state });
  return {
    lockedUntil: lockedUntil(
      next.map((row) => row.state),
      now,
    ),
    lockedNow: next.some((row) => row.lockedNow),
  };
}

/**
 * A login that succeeded starts the address's count and lock lengths afresh (the account's ceiling
 * keeps counting: the owner's success must not wipe an outsider's failures). Refused with the
 * lock's end when a parallel wrong attempt locked since the check.
 */
export function clearLoginFailures(email: string, ip: string, now: Date): Promise<Date | null> {
  return db.$transaction(async (tx) => {
    const held = lockedUntil(await lockRows(tx, email, ip, now), now);
    if (!held) await tx.loginLock.delete({ where: { email_ip: { email, ip } } });
    return held;
  });
}

/** A password reset or the operator's unlock: every lock and count of the address ends. */
export async function unlockLogins(client: Client, email: string): Promise<void> {
  await client.loginLock.deleteMany({ where: { email } });
}

/**
 * Rows whose failures no longer count (their day is over) and whose lock ended a day ago: typed
 * addresses pile up otherwise, registered or not. Their lock lengths start afresh.
 */
export async function deleteExpiredLoginLocks(now = new Date()): Promise<number> {
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const gone = await db.loginLock.deleteMany({ where: { since: { lt: dayAgo }, OR: [{ lockedUntil: null }, { lockedUntil: { lt: dayAgo } }] } });
  return gone.count;
}

/** Which of these e-mail addresses have a lock in force (from any client address). */
export async function lockedEmails(client: Client, emails: string[], now = new Date()): Promise<Set<string>> {
  const rows = await client.loginLock.findMany({ where: { email: { in: emails }, lockedUntil: { gt: now } }, select: { email: true }, distinct: ['email'] });
  return new Set(rows.map((row) => row.email));
}
