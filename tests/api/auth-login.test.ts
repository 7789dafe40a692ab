import { DateTime } from 'luxon';
import { Client } from 'pg';
import { LIMITS } from '@/lib/auth/rate-limit';
import { brand } from '@/lib/env';
import { ApiClient, freshIp } from '../helpers/api-client';
import { describeUnderRealClock } from '../helpers/real-clock';
import { awaitEmailTo, createUser, db, lastEmailTo, lockLogins, TEST_PASSWORD } from '../helpers/factories';
import { oneRateWindow } from '../helpers/rate-window';

/**
 * Signing in over HTTP: passwords, one-time codes, lockouts, rate limits, errors, and the limits on bursts of logins.
 *
 * @serial A burst of logins fills the password-hashing gate: another file's logins would meet it.
 */
afterAll(() => db.$disconnect());

/** A client with its own address, so per-IP limits of one test never touch another. */
const client = () => new ApiClient({ 'x-forwarded-for': freshIp() });

async function codeFrom(email: string): Promise<string> {
  const mail = await lastEmailTo(email);
  const code = mail?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no one-time code mailed to ${email}`);
  return code;
}

/** The end of the lock a login answer names. */
const untilOf = (res: { body: unknown }) => new URL((res.body as { url: string }).url).searchParams.get('until');
const minutesUntil = (res: { body: unknown }) => (new Date(untilOf(res)!).getTime() - Date.now()) / 60_000;

async function resetLinkKey(email: string): Promise<string> {
  const mail = await awaitEmailTo(email, 'password_reset');
  const key = mail?.body.match(/\/passwort\/reset\/([A-Za-z0-9_-]+)/)?.[1];
  if (!key) throw new Error(`no reset link mailed to ${email}`);
  return key;
}

describe('login (security 9-11, trading-domain 4)', () => {
  it('answers login_failed for a wrong password and the same key for an unknown e-mail', async () => {
    const user = await createUser();
    expect(await client().login(user.email, 'Wrong-Passw0rd')).toBe('login_failed');
    expect(await client().login(`nobody-${Date.now()}@test.fuel`, 'Wrong-Passw0rd')).toBe('login_failed');
    expect(await client().login(user.email, TEST_PASSWORD)).toBeNull();
  });

  it('locks logins from that address at the 5th failure for 15 minutes, and says until when; then even the right password is refused', async () => {
    const user = await createUser();
    const c = client();
    for (let i = 1; i <= 4; i++) expect(await c.login(user.email, `Wrong-Passw0rd${i}`)).toBe('login_failed');
    const locking = await c.loginAttempt(user.email, 'Wrong-Passw0rd5');
    expect(locking.error).toBe('login_locked');
    expect(minutesUntil(locking)).toBeCloseTo(15, 0);
    const refused = await c.loginAttempt(user.email, TEST_PASSWORD);
    expect([refused.error, untilOf(refused)]).toEqual(['login_locked', untilOf(locking)]);
    expect((await c.get('/api/user')).status).toBe(401);
  });

  it('locks longer each time in a row (15 minutes, 1 hour, 4 hours); a successful login starts again at 15 minutes', async () => {
    const user = await createUser();
    const ip = freshIp();
    const c = new ApiClient({ 'x-forwarded-for': ip });
    const lockAgain = async () => {
      // Faster than a person could type: the tight rate limit of the address and account is set aside.
      await db.rateLimitBucket.deleteMany({ where: { key: `login:ip-email:${ip}:${user.email}` } });
      // The lock before has run out.
      await db.loginLock.updateMany({ where: { email: user.email, lockedUntil: { not: null } }, data: { lockedUntil: new Date(Date.now() - 1000) } });
      let last;
      for (let i = 1; i <= 5; i++) last = await c.loginAttempt(user.email, 'Wrong-Passw0rd');
      expect(last!.error).toBe('login_locked');
      return Math.round(minutesUntil(last!));
    };
    expect([await lockAgain(), await lockAgain(), await lockAgain(), await lockAgain()]).toEqual([15, 60, 240, 240]);
    await db.loginLock.updateMany({ where: { email: user.email }, data: { lockedUntil: new Date(Date.now() - 1000) } });
    expect(await c.login(user.email, TEST_PASSWORD)).toBeNull();
    expect(await lockAgain()).toBe(15);
  });

  it('a successful login forgets the failures from its address', async () => {
    const user = await createUser();
    const c = client();
    for (let i = 0; i < 4; i++) await c.login(user.email, 'Wrong-Passw0rd');
    expect(await c.login(user.email, TEST_PASSWORD)).toBeNull();
    for (let i = 0; i < 4; i++) expect(await c.login(user.email, 'Wrong-Passw0rd')).toBe('login_failed');
  });

  it('20 wrong attempts in parallel from one address lock at exactly 5', async () => {
    const user = await createUser();
    const ip = freshIp();
    // A client each (its own CSRF cookie), all from one address.
    const answers = await Promise.all(Array.from({ length: 20 }, () => new ApiClient({ 'x-forwarded-for': ip }).login(user.email, 'Wrong-Passw0rd')));
    const row = await db.loginLock.findUniqueOrThrow({ where: { email_ip: { email: user.email, ip } } });
    expect(row).toMatchObject({ lockouts: 1, failures: 0 });
    // At most four attempts can have seen the address unlocked with room left; beyond 10 a minute the rate limit answers.
    expect(answers.filter((a) => a === 'login_failed').length).toBeLessThanOrEqual(4);
    expect(answers.every((a) => a === 'login_failed' || a === 'login_locked' || a === 'too_many_requests')).toBe(true);
    // Only the attempt that locked tells the user.
    expect(await db.emailOutbox.count({ where: { to: user.email, template: 'account_locked' } })).toBe(1);
  });

  it("an outsider's five wrong passwords lock the outsider's address only: the owner logs in from another, and is told by e-mail", async () => {
    const user = await createUser();
    const victim = client();
    expect(await victim.login(user.email, TEST_PASSWORD)).toBeNull();
    const attacker = client();
    for (let i = 1; i <= 4; i++) await attacker.login(user.email, `Wrong-Passw0rd${i}`);
    const locked = await attacker.loginAttempt(user.email, 'Wrong-Passw0rd5');
    expect(locked.error).toBe('login_locked');
    expect(await attacker.login(user.email, TEST_PASSWORD)).toBe('login_locked');
    // The session from before keeps working, and a new login from the owner's address succeeds.
    expect((await victim.get('/api/user')).status).toBe(200);
    expect(await victim.login(user.email, TEST_PASSWORD)).toBeNull();
    const mail = await lastEmailTo(user.email);
    expect(mail).toMatchObject({ template: 'account_locked' });
    const until = DateTime.fromISO(untilOf(locked)!).setZone(brand().timeZone).toFormat('dd.MM.yyyy, HH:mm');
    expect(mail!.body).toContain(`bis ${until} Uhr gesperrt`);
    expect(mail!.body).toContain('hebt das die Sperre sofort auf');
    expect(mail!.body).toContain('/passwort/reset');
  });

  it('50 failures within an hour from many addresses lock the account for every address', async () => {
    const user = await createUser();
    for (let round = 0; round < 10; round++) {
      const answers = await Promise.all(Array.from({ length: 5 }, () => client().login(user.email, 'Wrong-Passw0rd')));
      expect(answers.every((a) => a === 'login_failed')).toBe(round < 9);
    }
    const owner = await client().loginAttempt(user.email, TEST_PASSWORD);
    expect(owner.error).toBe('login_locked');
    expect(minutesUntil(owner)).toBeCloseTo(15, 0);
    expect(await db.emailOutbox.count({ where: { to: user.email, template: 'account_locked' } })).toBe(1);
  }, 60_000);

  it('an unknown address answers exactly like a known one, the lockout and its end included', async () => {
    const user = await createUser();
    const unknown = `nobody-${Date.now()}-${Math.random().toString(36).slice(2)}@test.fuel`;
    const answers = async (email: string) => {
      const c = client();
      const seen: (string | null)[] = [];
      for (let i = 1; i <= 6; i++) seen.push((await c.loginAttempt(email, `Wrong-Passw0rd${i}`)).error);
      // With the right password too, and the lock's end 15 minutes after the 5th failure.
      const last = await c.loginAttempt(email, TEST_PASSWORD);
      return { seen: [...seen, last.error], status: last.status, minutes: Math.round(minutesUntil(last)) };
    };
    const known = await answers(user.email);
    expect(known).toEqual({
      seen: ['login_failed', 'login_failed', 'login_failed', 'login_failed', 'login_locked', 'login_locked', 'login_locked'],
      status: 401,
      minutes: 15,
    });
    expect(await answers(unknown)).toEqual(known);
    expect(await lastEmailTo(unknown)).toBeNull();
  });

  it('a password reset unlocks a locked user at once', async () => {
    const user = await createUser();
    await lockLogins(user.email, 240);
    const c = client();
    expect(await c.login(user.email, TEST_PASSWORD)).toBe('login_locked');
    expect((await c.post('/api/password/reset', { email: user.email })).status).toBe(200);
    const key = await resetLinkKey(user.email);
    const res = await c.post(`/api/password/reset/${key}`, { password: 'New-Passw0rd', confirmPassword: 'New-Passw0rd' });
    expect(res.status).toBe(200);
    expect(await c.login(user.email, TEST_PASSWORD)).toBe('login_failed');
    expect(await c.login(user.email, 'New-Passw0rd')).toBeNull();
  });

  it('refuses a blocked user and a user of a blocked account with login_blocked', async () => {
    const blockedUser = await createUser();
    await db.user.update({ where: { id: blockedUser.id }, data: { statusId: 200 } });
    expect(await client().login(blockedUser.email, TEST_PASSWORD)).toBe('login_blocked');
    const inBlockedAccount = await createUser();
    await db.account.update({ where: { id: inBlockedAccount.accountId }, data: { blocked: true } });
    expect(await client().login(inBlockedAccount.email, TEST_PASSWORD)).toBe('login_blocked');
    // The blocked state is only told to someone who knows the password.
    expect(await client().login(blockedUser.email, 'Wrong-Passw0rd')).toBe('login_failed');
  });
});

describe('login rate limits: tight per address and account, wide per address', () => {
  it('people behind one office address are not refused: 64 logins of 8 accounts from one address all succeed', async () => {
    // More than twice the 30 a minute per address allowed before, so even across a minute's end they exceed it.
    const users = await Promise.all(Array.from({ length: 8 }, () => createUser()));
    const ip = freshIp();
    for (let round = 0; round < 8; round++) {
      for (const user of users) expect(await new ApiClient({ 'x-forwarded-for': ip }).login(user.email, TEST_PASSWORD)).toBeNull();
    }
  }, 60_000);

  it('answers too_many_requests with 429 and Retry-After at the 11th login of one account from one address', async () => {
    const user = await createUser();
    const c = client();
    const inOneWindow = oneRateWindow(LIMITS.windowSeconds);
    const answers: Awaited<ReturnType<ApiClient['loginAttempt']>>[] = [];
    // Twice the limit covers a window's end.
    for (let i = 0; i < LIMITS.loginPerIpAndAccount * 2 + 1 && !answers.some((a) => a.error === 'too_many_requests'); i++) {
      answers.push(await c.loginAttempt(user.email, TEST_PASSWORD));
    }
    const limited = answers.at(-1)!;
    expect(limited).toMatchObject({ error: 'too_many_requests', status: 429, retryAfter: expect.stringMatching(/^\d+$/) });
    expect(Number(limited.retryAfter)).toBeLessThanOrEqual(LIMITS.windowSeconds);
    if (inOneWindow()) expect(answers.length).toBe(LIMITS.loginPerIpAndAccount + 1);
    // Another account from the same address is not refused.
    expect(await c.login((await createUser()).email, TEST_PASSWORD)).toBeNull();
  }, 60_000);

  it('answers too_many_requests above the wide ceiling per address', async () => {
    const ip = freshIp();
    // The ceiling's count filled for this minute and the next, so a minute's end cannot empty it.
    const window = LIMITS.windowSeconds * 1000;
    const start = Math.floor(Date.now() / window) * window;
    await db.rateLimitBucket.createMany({
      data: [start, start + window].map((at) => ({ key: `login:ip:${ip}`, windowStart: new Date(at), count: LIMITS.loginPerIp })),
    });
    const user = await createUser();
    const res = await new ApiClient({ 'x-forwarded-for': ip }).loginAttempt(user.email, TEST_PASSWORD);
    expect(res).toMatchObject({ error: 'too_many_requests', status: 429 });
    expect(await client().login(user.email, TEST_PASSWORD)).toBeNull();
  });
});

describe('login errors', () => {
  it('refuses an e-mail address of 3 kB with 400 before any database query', async () => {
    const ip = freshIp();
    const email = `${'x'.repeat(3000)}@test.fuel`;
    const res = await new ApiClient({ 'x-forwarded-for': ip }).loginAttempt(email, TEST_PASSWORD);
    expect([res.status, res.error]).toEqual([400, 'email_format_required']);
    expect(await db.rateLimitBucket.count({ where: { key: { startsWith: `login:ip:${ip}` } } })).toBe(0);
  });

  it('refuses an e-mail address with a control character (a NUL byte) with 400 before any database query', async () => {
    const ip = freshIp();
    for (const email of ['nul\u0000byte@test.fuel', 'line\nbreak@test.fuel', 'del\u007f@test.fuel']) {
      const res = await new ApiClient({ 'x-forwarded-for': ip }).loginAttempt(email, TEST_PASSWORD);
      expect([email, res.status, res.error]).toEqual([email, 400, 'email_format_required']);
    }
    expect(await db.rateLimitBucket.count({ where: { key: { startsWith: `login:ip:${ip}` } } })).toBe(0);
  });

  it('an unexpected error answers try_again_later with 503, never the error text', async () => {
    // The login's first statement (its rate limit) fails for one client address, as a broken database would.
    const ip = '192.0.2.13';
    await db.$executeRawUnsafe(`
      CREATE OR REPLACE FUNCTION test_fail_login() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'invalid byte sequence in Prisma for %', NEW."key"; END $$`);
    await db.$executeRawUnsafe(`
      CREATE OR REPLACE TRIGGER test_fail_login BEFORE INSERT OR UPDATE ON "RateLimitBucket"
      FOR EACH ROW WHEN (NEW."key" LIKE '%:${ip}%') EXECUTE FUNCTION test_fail_login()`);
    try {
      const res = await new ApiClient({ 'x-forwarded-for': ip }).loginAttempt('unexpected@test.fuel', TEST_PASSWORD);
      expect([res.status, res.error, res.retryAfter]).toEqual([503, 'try_again_later', '1']);
      expect(JSON.stringify(res.body)).not.toMatch(/byte sequence|Prisma|invalid|RateLimitBucket/i);
    } finally {
      await db.$executeRawUnsafe('DROP TRIGGER IF EXISTS test_fail_login ON "RateLimitBucket"');
      await db.$executeRawUnsafe('DROP FUNCTION IF EXISTS test_fail_login()');
    }
  });
});

describe('a burst of logins (at most two password hashes at once)', () => {
  // How many are refused depends on how fast the server reaches the hashing (a quick one queues
  // them all at once, a busy one spreads them out): the cap itself, two at once and 32 waiting, the
  // rest refused at once, is proven in lib/auth/password.test.ts, and a refusal's answer over HTTP
  // (503, try_again_later, Retry-After) above.
  it('answers every login of a burst as the login form reads it: 401 login_failed or 503 try_again_later with Retry-After, never a 500', async () => {
    // One CSRF token for all, then every attempt at once from its own address with an unknown
    // e-mail, so no rate limit applies and each one needs a password hash.
    const c = client();
    const csrf = await c.get<{ csrfToken: string }>('/api/auth/csrf');
    const answers = await Promise.all(
      Array.from({ length: 240 }, (_, i) =>
        c.request('POST', '/api/auth/callback/credentials', {
          form: { csrfToken: csrf.body.csrfToken, email: `burst-${i}-${Date.now()}@test.fuel`, password: 'Wrong-Passw0rd', json: 'true' },
          headers: { 'x-forwarded-for': freshIp() },
        }),
      ),
    );
    const errorOf = (body: { url?: string }) => (body?.url ? new URL(body.url).searchParams.get('error') : null);
    for (const res of answers) {
      if (res.status === 503) {
        expect(res.headers.get('retry-after')).toBe('1');
        // From the hashing cap (next-auth's answer, whose key the login form reads) or from the front door.
        expect(errorOf(res.body) === 'try_again_later' || res.body.message === 'try_again_later').toBe(true);
      } else {
        expect(res.status).toBe(401);
        expect(errorOf(res.body)).toBe('login_failed');
      }
    }
    expect(answers).toHaveLength(240);
  }, 60_000);
});

// PostgreSQL's lock timeout does not fire under the moved clocks (tests/helpers/real-clock.ts).
describeUnderRealClock('login errors under a database that does not answer', () => {
  it('a database that does not answer in time answers try_again_later with 503 and Retry-After, not 401', async () => {
    const user = await createUser();
    const ip = freshIp();
    await db.loginLock.create({ data: { email: user.email, ip: '*' } });
    const locker = new Client({ connectionString: process.env.DATABASE_URL });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query(`SELECT 1 FROM "LoginLock" WHERE "email" = $1 FOR UPDATE`, [user.email]);
      const res = await new ApiClient({ 'x-forwarded-for': ip }).loginAttempt(user.email, 'Wrong-Passw0rd');
      expect([res.status, res.error, res.retryAfter]).toEqual([503, 'try_again_later', '1']);
      await locker.query('ROLLBACK');
    } finally {
      await locker.end();
    }
    expect(await new ApiClient({ 'x-forwarded-for': ip }).login(user.email, 'Wrong-Passw0rd')).toBe('login_failed');
  }, 30_000);
});

describe('2-factor login with a one-time code (security 11)', () => {
  it('asks for the code, mails it, and logs in with it once', async () => {
    const user = await createUser({ twoFactorEnabled: true });
    const c = client();
    expect(await c.login(user.email, TEST_PASSWORD)).toBe('code_required');
    expect((await c.get('/api/user')).status).toBe(401);
    const mail = await lastEmailTo(user.email);
    expect(mail?.template).toBe('one_time_code');
    const code = await codeFrom(user.email);
    expect(await c.login(user.email, TEST_PASSWORD, code)).toBeNull();
    expect((await c.get('/api/user')).status).toBe(200);
    // The same code a second time is refused.
    expect(await client().login(user.email, TEST_PASSWORD, code)).toBe('code_invalid');
  });

  it('refuses a wrong code and counts it as a failed attempt', async () => {
    const user = await createUser({ twoFactorEnabled: true });
    const c = client();
    expect(await c.login(user.email, TEST_PASSWORD)).toBe('code_required');
    const code = await codeFrom(user.email);
    const wrong = code === '000000' ? '000001' : '000000';
    expect(await c.login(user.email, TEST_PASSWORD, wrong)).toBe('code_invalid');
    expect(await db.loginLock.findMany({ where: { email: user.email, failures: 1 } })).toHaveLength(2);
  });

  it('refuses an expired code', async () => {
    const user = await createUser({ twoFactorEnabled: true });
    const c = client();
    expect(await c.login(user.email, TEST_PASSWORD)).toBe('code_required');
    const code = await codeFrom(user.email);
    await db.oneTimeCode.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await c.login(user.email, TEST_PASSWORD, code)).toBe('code_invalid');
    expect((await c.get('/api/user')).status).toBe(401);
  });

  it('a new code replaces the one sent before', async () => {
    const user = await createUser({ twoFactorEnabled: true });
    const c = client();
    await c.login(user.email, TEST_PASSWORD);
    const first = await codeFrom(user.email);
    await c.login(user.email, TEST_PASSWORD);
    const second = await codeFrom(user.email);
    if (first !== second) expect(await c.login(user.email, TEST_PASSWORD, first)).toBe('code_invalid');
    expect(await c.login(user.email, TEST_PASSWORD, second)).toBeNull();
  });
});
