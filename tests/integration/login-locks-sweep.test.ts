import { randomUUID } from 'node:crypto';
import { deleteExpiredLoginLocks } from '@/lib/auth/login-lock';
import { db } from '../helpers/factories';

/** The login-lock table keeps what still counts: the sweep removes rows whose day of failures and lock are over. */
const email = `sweep-${randomUUID()}@test.fuel`;
afterAll(async () => {
  await db.loginLock.deleteMany({ where: { email } });
  await db.$disconnect();
});

test('rows whose failures began and whose lock ended over a day ago go; a lock in force or a fresh count stays', async () => {
  const now = new Date();
  const ago = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  await db.loginLock.createMany({
    data: [
      { email, ip: 'old-count', failures: 3, since: ago(25) },
      { email, ip: 'old-lock', lockouts: 2, since: ago(30), lockedUntil: ago(25) },
      { email, ip: 'lock-ended-recently', lockouts: 2, since: ago(30), lockedUntil: ago(2) },
      { email, ip: 'lock-in-force', lockouts: 3, since: ago(30), lockedUntil: new Date(now.getTime() + 3_600_000) },
      { email, ip: 'fresh-count', failures: 2, since: ago(23) },
    ],
  });
  expect(await deleteExpiredLoginLocks(now)).toBeGreaterThanOrEqual(2);
  const left = await db.loginLock.findMany({ where: { email }, orderBy: { ip: 'asc' } });
  expect(left.map((row) => row.ip)).toEqual(['fresh-count', 'lock-ended-recently', 'lock-in-force']);
});
