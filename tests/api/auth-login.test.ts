import { LIMITS } from '@/lib/auth/rate-limit';
import { ApiClient, freshIp } from '../helpers/api-client';
import { createUser, db, lastEmailTo, TEST_PASSWORD } from '../helpers/factories';

/**
 * Signing in over HTTP: passwords, one-time codes, lockout, and the limits on bursts of logins.
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

async function resetLinkKey(email: string): Promise<string> {
  const mail = await lastEmailTo(email);
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

  it('locks at the 5th failure; then even the right password is refused', async () => {
    const user = await createUser();
    const c = client();
    for (let i = 1; i <= 4; i++) expect(await c.login(user.email, `Wrong-Passw0rd${i}`)).toBe('login_failed');
    expect(await c.login(user.email, 'Wrong-Passw0rd5')).toBe('login_locked');
    expect(await c.login(user.email, TEST_PASSWORD)).toBe('login_locked');
    expect((await c.get('/api/user')).status).toBe(401);
    const row = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row).toMatchObject({ locked: true, failedLogins: 5 });
  });

  it('a successful login resets the failure count', async () => {
    const user = await createUser();
    const c = client();
    for (let i = 0; i < 3; i++) await c.login(user.email, 'Wrong-Passw0rd');
    expect(await c.login(user.email, TEST_PASSWORD)).toBeNull();
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).failedLogins).toBe(0);
  });

  it('20 wrong attempts in parallel lock at exactly 5', async () => {
    const user = await createUser();
    const answers = await Promise.all(Array.from({ length: 20 }, () => client().login(user.email, 'Wrong-Passw0rd')));
    const row = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row).toMatchObject({ locked: true, failedLogins: 5 });
    // At most four attempts can have seen an unlocked user with room left.
    expect(answers.filter((a) => a === 'login_failed').length).toBeLessThanOrEqual(4);
    expect(answers.every((a) => a === 'login_failed' || a === 'login_locked')).toBe(true);
    // Only the attempt that locked tells the user.
    expect(await db.emailOutbox.count({ where: { to: user.email, template: 'account_locked' } })).toBe(1);
  });

  it("an outsider's five wrong passwords lock new logins only: a session from before keeps working, and the user is told by e-mail", async () => {
    const user = await createUser();
    const victim = client();
    expect(await victim.login(user.email, TEST_PASSWORD)).toBeNull();
    const attacker = client();
    for (let i = 1; i <= 5; i++) await attacker.login(user.email, `Wrong-Passw0rd${i}`);
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ locked: true });
    const me = await victim.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(user.email);
    const mail = await lastEmailTo(user.email);
    expect(mail).toMatchObject({ template: 'account_locked' });
    expect(mail!.body).toContain('/passwort/reset');
    expect(await client().login(user.email, TEST_PASSWORD)).toBe('login_locked');
  });

  it('an unknown address answers exactly like a known one, the lockout after 5 failures included', async () => {
    const user = await createUser();
    const unknown = `nobody-${Date.now()}-${Math.random().toString(36).slice(2)}@test.fuel`;
    const answers = async (email: string) => {
      const c = client();
      const seen: (string | null)[] = [];
      for (let i = 1; i <= 6; i++) seen.push(await c.login(email, `Wrong-Passw0rd${i}`));
      return seen;
    };
    const known = await answers(user.email);
    expect(known).toEqual(['login_failed', 'login_failed', 'login_failed', 'login_failed', 'login_locked', 'login_locked']);
    expect(await answers(unknown)).toEqual(known);
    // From another address, and with any password, it stays "locked" like the known one.
    expect(await client().login(unknown, TEST_PASSWORD)).toBe(await client().login(user.email, TEST_PASSWORD));
    expect(await lastEmailTo(unknown)).toBeNull();
  });

  it('a password reset unlocks a locked user', async () => {
    const user = await createUser();
    await db.user.update({ where: { id: user.id }, data: { locked: true, failedLogins: 5 } });
    const c = client();
    expect(await c.login(user.email, TEST_PASSWORD)).toBe('login_locked');
    expect((await c.post('/api/password/reset', { email: user.email })).status).toBe(200);
    const key = await resetLinkKey(user.email);
    const res = await c.post(`/api/password/reset/${key}`, { password: 'New-Passw0rd', confirmPassword: 'New-Passw0rd' });
    expect(res.status).toBe(200);
    expect(await c.login(user.email, TEST_PASSWORD)).toBe('login_failed');
    expect(await c.login(user.email, 'New-Passw0rd')).toBeNull();
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ locked: false, failedLogins: 0 });
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

  it('answers too_many_requests above the per-IP rate, with 429 and Retry-After', async () => {
    const c = client();
    const answers: Awaited<ReturnType<ApiClient['loginAttempt']>>[] = [];
    // Unknown addresses, so only the per-IP bucket fills; twice the limit covers a window boundary.
    for (let i = 0; i < LIMITS.loginPerIp * 2 + 2 && !answers.some((a) => a.error === 'too_many_requests'); i++) {
      answers.push(await c.loginAttempt(`flood-${i}-${Date.now()}@test.fuel`, 'Wrong-Passw0rd'));
    }
    const limited = answers.find((a) => a.error === 'too_many_requests');
    expect(limited).toMatchObject({ status: 429, retryAfter: expect.stringMatching(/^\d+$/) });
    expect(Number(limited!.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(limited!.retryAfter)).toBeLessThanOrEqual(LIMITS.windowSeconds);
    expect(answers.filter((a) => a.error === 'login_failed').length).toBeGreaterThanOrEqual(LIMITS.loginPerIp);
  }, 60_000);
});

describe('a burst of logins (at most two password hashes at once)', () => {
  it('answers each login it cannot check now with 503 and Retry-After, the rest as usual, never a 500', async () => {
    // One CSRF token for all, then every attempt at once from its own address with an unknown
    // e-mail, so no rate limit applies and each one needs a password hash. So many that their
    // hashes, two at a time, take longer than a login may wait, however fast the machine is and
    // however spread out a busy client sends them.
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
    // Which of the two refuses depends on the machine's speed (a slow one sheds at the front door first); one of them must.
    expect(answers.some((res) => res.status === 503)).toBe(true);
  }, 60_000);
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
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).failedLogins).toBe(1);
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
