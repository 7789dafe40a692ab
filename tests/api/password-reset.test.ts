import { decode, encode } from 'next-auth/jwt';
import { Client } from 'pg';
import { SESSION_LIFETIME_MS } from '@/lib/auth/domain/session-from-row';
import { ApiClient, freshIp, signedIn } from '../helpers/api-client';
import { awaitEmailTo, createUser, db, lastEmailTo, lockLogins, TEST_PASSWORD } from '../helpers/factories';

afterAll(() => db.$disconnect());

const NEW_PASSWORD = 'Neues-Passw0rt';
const client = () => new ApiClient({ 'x-forwarded-for': freshIp() });
const login = (email: string, password = TEST_PASSWORD) => signedIn(email, password, { 'x-forwarded-for': freshIp() });

/** Requests a reset for `email` and returns the key from the mailed link. */
async function requestResetKey(email: string): Promise<string> {
  const before = (await lastEmailTo(email))?.id;
  const res = await client().post('/api/password/reset', { email });
  expect(res.status).toBe(200);
  const mail = await awaitEmailTo(email, 'password_reset', before);
  const key = mail!.body.match(/\/passwort\/reset\/([A-Za-z0-9_-]+)/)?.[1];
  if (!key) throw new Error('no reset link in the e-mail');
  return key;
}

const reset = (key: string, password = NEW_PASSWORD, confirmPassword = password) => client().post(`/api/password/reset/${key}`, { password, confirmPassword });

describe('POST /api/password/reset', () => {
  it('answers the same for a known and an unknown e-mail, and mails only the known one', async () => {
    const user = await createUser();
    const unknown = `nobody-${Date.now()}@test.fuel`;
    const missing = await client().post('/api/password/reset', { email: unknown });
    const known = await client().post('/api/password/reset', { email: user.email });
    expect(known.status).toBe(200);
    expect(missing.status).toBe(200);
    expect(missing.body).toEqual(known.body);
    expect(await awaitEmailTo(user.email, 'password_reset')).not.toBeNull();
    expect(await lastEmailTo(unknown)).toBeNull();
  });

  it("answers before the user's look-up and the mail, so a known address takes no longer than an unknown one", async () => {
    const user = await createUser();
    // The reset key's reference to the user waits for this row lock: work done before answering would wait too.
    const locker = new Client({ connectionString: process.env.DATABASE_URL });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('SELECT 1 FROM "User" WHERE "id" = $1 FOR UPDATE', [user.id]);
      const res = await client().post('/api/password/reset', { email: user.email });
      expect([res.status, res.body]).toEqual([200, { success: true }]);
      expect(await db.passwordResetKey.count({ where: { userId: user.id } })).toBe(0);
      await locker.query('COMMIT');
    } finally {
      await locker.end();
    }
    // Done after the answer, once the lock is gone.
    expect(await awaitEmailTo(user.email, 'password_reset')).not.toBeNull();
  });

  it('stores only a hash of the key, valid for one hour', async () => {
    const user = await createUser();
    const key = await requestResetKey(user.email);
    const row = await db.passwordResetKey.findFirstOrThrow({ where: { userId: user.id }, orderBy: { id: 'desc' } });
    expect(row.keyHash).not.toContain(key);
    const minutes = (row.expiresAt.getTime() - row.createdAt.getTime()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60.1);
  });

  it('answers 429 above the per-IP rate', async () => {
    const c = client();
    const statuses: number[] = [];
    for (let i = 0; i < 25 && !statuses.includes(429); i++) {
      statuses.push((await c.post('/api/password/reset', { email: `flood-${i}@test.fuel` })).status);
    }
    expect(statuses).toContain(429);
  });

  it('keys the rate on the address the proxy saw: a caller that writes its own X-Forwarded-For stays in its bucket, another caller has its own', async () => {
    const caller = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 25 && !statuses.includes(429); i++) {
      // The test server trusts one proxy (TRUSTED_PROXY_COUNT=1): only the rightmost entry counts.
      const forged = new ApiClient({ 'x-forwarded-for': `10.9.${i}.1, ${caller}`, 'x-real-ip': `10.8.${i}.1`, 'x-client-address': `10.7.${i}.1` });
      statuses.push((await forged.post('/api/password/reset', { email: `spoof-${i}@test.fuel` })).status);
    }
    expect(statuses).toContain(429);
    expect((await client().post('/api/password/reset', { email: 'other-caller@test.fuel' })).status).toBe(200);
  });

  it('answers 400 naming the field for a malformed e-mail', async () => {
    const res = await client().post('/api/password/reset', { email: 'not-an-address' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ email: 'email_format_required' });
  });
});

describe('POST /api/password/reset/{key}', () => {
  it('sets the password with a link that works exactly once', async () => {
    const user = await createUser();
    const key = await requestResetKey(user.email);
    expect((await reset(key)).status).toBe(200);
    expect(await client().login(user.email, NEW_PASSWORD)).toBeNull();
    expect(await client().login(user.email, TEST_PASSWORD)).toBe('login_failed');
    const again = await reset(key, 'Drittes-Passw0rt');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('reset_link_expired');
    expect(await client().login(user.email, NEW_PASSWORD)).toBeNull();
  });

  it('refuses an expired and an unknown key', async () => {
    const user = await createUser();
    const key = await requestResetKey(user.email);
    await db.passwordResetKey.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await reset(key);
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe('reset_link_expired');
    const unknown = await reset('x'.repeat(43));
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('reset_link_expired');
    expect(await client().login(user.email, TEST_PASSWORD)).toBeNull();
  });

  it('only the newest link works', async () => {
    const user = await createUser();
    const first = await requestResetKey(user.email);
    const second = await requestResetKey(user.email);
    expect((await reset(first)).body.message).toBe('reset_link_expired');
    expect((await reset(second)).status).toBe(200);
  });

  it('answers 400 naming the field for a policy breach or a mismatch, and keeps the key', async () => {
    const user = await createUser();
    const key = await requestResetKey(user.email);
    const weak = await reset(key, 'ädemo-pass1');
    expect(weak.status).toBe(400);
    expect(weak.body.fields).toEqual({ password: 'password_needs_uppercase' });
    const short = await reset(key, 'Ab1');
    expect(short.body.fields).toEqual({ password: 'password_too_short' });
    const mismatch = await reset(key, NEW_PASSWORD, `${NEW_PASSWORD}x`);
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.fields).toEqual({ confirmPassword: 'passwords_do_not_match' });
    expect((await reset(key)).status).toBe(200);
  });

  it('ends the sessions that existed before the reset, even refreshed ones (security 8)', async () => {
    const user = await createUser();
    const old = await login(user.email);
    expect((await old.get('/api/user')).status).toBe(200);
    const key = await requestResetKey(user.email);
    expect((await reset(key)).status).toBe(200);
    expect((await old.get('/api/user')).status).toBe(401);
    // next-auth re-issues the cookie on every session read; that must not revive the session.
    await old.get('/api/auth/session');
    expect((await old.get('/api/user')).status).toBe(401);
    const fresh = await login(user.email, NEW_PASSWORD);
    expect((await fresh.get('/api/user')).status).toBe(200);
  });
});

describe('PUT /api/user/password', () => {
  const change = (c: ApiClient, body: Record<string, string>) => c.put('/api/user/password', body);

  it('keeps the current session, ends the others, and the new password logs in', async () => {
    const user = await createUser();
    const here = await login(user.email);
    const elsewhere = await login(user.email);
    const res = await change(here, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect((await here.get('/api/user')).status).toBe(200);
    expect((await elsewhere.get('/api/user')).status).toBe(401);
    await elsewhere.get('/api/auth/session');
    expect((await elsewhere.get('/api/user')).status).toBe(401);
    expect(await client().login(user.email, TEST_PASSWORD)).toBe('login_failed');
    expect(await client().login(user.email, NEW_PASSWORD)).toBeNull();
    expect(await db.auditLog.count({ where: { userId: user.id, event: 'password_changed' } })).toBe(1);
  });

  it('answers 400 with currentPassword wrong_password and changes nothing', async () => {
    const user = await createUser();
    const c = await login(user.email);
    const res = await change(c, { currentPassword: 'Falsch-Passw0rt', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ currentPassword: 'wrong_password' });
    expect(await client().login(user.email, TEST_PASSWORD)).toBeNull();
  });

  it('answers 400 naming newPassword or confirmPassword', async () => {
    const user = await createUser();
    const c = await login(user.email);
    const weak = await change(c, { currentPassword: TEST_PASSWORD, newPassword: 'kurz1', confirmPassword: 'kurz1' });
    expect(weak.status).toBe(400);
    expect(weak.body.fields).toEqual({ newPassword: 'password_too_short' });
    const mismatch = await change(c, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: TEST_PASSWORD });
    expect(mismatch.body.fields).toEqual({ confirmPassword: 'passwords_do_not_match' });
  });

  it('answers 401 without a session', async () => {
    const res = await change(client(), { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.status).toBe(401);
  });
});

describe('blocking ends sessions at the next request (security 8)', () => {
  it('a blocked user (status other than 100) gets 401', async () => {
    const user = await createUser();
    const c = await login(user.email);
    expect((await c.get('/api/user')).status).toBe(200);
    await db.user.update({ where: { id: user.id }, data: { statusId: 200 } });
    expect((await c.get('/api/user')).status).toBe(401);
  });

  it('the brute-force lock is no block: a locked user keeps the sessions signed in before', async () => {
    const user = await createUser();
    const c = await login(user.email);
    expect((await c.get('/api/user')).status).toBe(200);
    await lockLogins(user.email);
    expect((await c.get('/api/user')).status).toBe(200);
  });

  it('a user of a blocked account gets 401', async () => {
    const user = await createUser();
    const c = await login(user.email);
    await db.account.update({ where: { id: user.accountId }, data: { blocked: true } });
    expect((await c.get('/api/user')).status).toBe(401);
  });

  it('moving validAfter (as a block does) ends the session', async () => {
    const user = await createUser();
    const c = await login(user.email);
    await db.user.update({ where: { id: user.id }, data: { validAfter: new Date() } });
    expect((await c.get('/api/user')).status).toBe(401);
  });

  it('a session ends 12 hours after its sign-in however active it was: the same cookie signed in a minute later still holds', async () => {
    const user = await createUser();
    const c = await login(user.email);
    // A user of long standing: no password change or block since long before either sign-in.
    await db.user.update({ where: { id: user.id }, data: { validAfter: new Date(Date.now() - 2 * SESSION_LIFETIME_MS) } });
    const secret = process.env.NEXTAUTH_SECRET!;
    const token = await decode({ token: c.cookieHeader().match(/next-auth\.session-token=([^;]+)/)![1], secret });
    // The cookie as next-auth re-issues it to an active session: fresh, only its sign-in time moved.
    const signedInAgo = async (ms: number) => {
      const aged = new ApiClient({ 'x-forwarded-for': freshIp() });
      aged.setCookie('next-auth.session-token', await encode({ token: { ...token, authAt: Date.now() - ms }, secret }));
      return (await aged.get('/api/user')).status;
    };
    expect(await signedInAgo(SESSION_LIFETIME_MS - 60_000)).toBe(200);
    expect(await signedInAgo(SESSION_LIFETIME_MS + 60_000)).toBe(401);
  });
});

describe('GET /api/logout', () => {
  it('audits the logout and answers success; 401 without a session', async () => {
    const user = await createUser();
    const c = await login(user.email);
    const res = await c.get('/api/logout');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(await db.auditLog.count({ where: { userId: user.id, event: 'logout' } })).toBe(1);
    expect((await client().get('/api/logout')).status).toBe(401);
  });

  it("ends that session on the server: its cookie, kept or copied, is refused; the same user's other session stays", async () => {
    const user = await createUser();
    const [leaving, other] = [await login(user.email), await login(user.email)];
    const copy = new ApiClient();
    copy.setCookie('next-auth.session-token', leaving.cookieHeader().match(/next-auth\.session-token=([^;]+)/)![1]);
    expect((await copy.get('/api/user')).status).toBe(200);
    expect((await leaving.get('/api/logout')).status).toBe(200);
    expect([(await leaving.get('/api/user')).status, (await copy.get('/api/user')).status, (await other.get('/api/user')).status]).toEqual([401, 401, 200]);
  });
});
