import { hashResetKey } from '@/lib/auth/issue-reset-link';
import { LIMITS } from '@/lib/auth/rate-limit';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import { ApiClient, freshIp } from '../helpers/api-client';
import { awaitEmailTo, createUser, db, lastEmailTo, TEST_PASSWORD } from '../helpers/factories';
import { signInAs } from '../helpers/sign-in-as';
import { oneRateWindow } from '../helpers/rate-window';

/** Changing the login e-mail (issue 8): current password, a link to the new address, a notice to the old one. */
afterAll(() => db.$disconnect());

const newAddress = () => `moved-${Math.random().toString(36).slice(2)}@test.fuel`;
const client = () => new ApiClient({ 'x-forwarded-for': freshIp() });
const confirm = (key: string) => client().post(`/api/email/confirm/${key}`);

/** The key of the confirmation link mailed to `email`. */
async function confirmKey(email: string): Promise<string> {
  const mail = await lastEmailTo(email);
  expect(mail?.template).toBe('email_change_confirm');
  const key = mail!.body.match(/\/e-mail\/bestaetigen\/([A-Za-z0-9_-]+)/)?.[1];
  if (!key) throw new Error(`no confirmation link mailed to ${email}`);
  return key;
}

async function requestChange(user: { email: string }, email = newAddress()) {
  const res = await (await signInAs(user)).put('/api/user/-1', { email, currentPassword: TEST_PASSWORD });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ message: 'saved', pendingEmail: email });
  return { email, key: await confirmKey(email) };
}

describe('PUT /api/user/-1 with a new e-mail', () => {
  it.each([
    ['without the current password', {}, 'required'],
    ['with a wrong current password', { currentPassword: 'Wrong-Passw0rd' }, 'wrong_password'],
  ])('%s: 400 naming currentPassword with a translated message, nothing written or mailed', async (_label, extra, key) => {
    const user = await createUser();
    const c = await signInAs(user);
    const email = newAddress();
    const res = await c.put('/api/user/-1', { email, firstName: 'Nope', ...extra });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ currentPassword: key });
    const messages = [de, en].map((m) => ({ ...m.validation, ...m.errors }) as Record<string, string>);
    for (const m of messages) expect(m[key]).toEqual(expect.any(String));
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ email: user.email, firstName: 'Test' });
    expect(await lastEmailTo(email)).toBeNull();
    expect(await db.emailChangeKey.count({ where: { userId: user.id } })).toBe(0);
  });

  it('keeps the login name until confirmed, mails a link to the new address and a notice to the old one', async () => {
    const user = await createUser();
    const { email } = await requestChange(user);
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ email: user.email, username: user.email });
    const notice = await lastEmailTo(user.email);
    expect(notice).toMatchObject({ template: 'email_change_requested' });
    expect(notice!.body).toContain(email);
    expect(notice!.body).toContain('/passwort/reset');
    expect(await client().login(user.email, TEST_PASSWORD)).toBeNull();
    expect(await client().login(email, TEST_PASSWORD)).toBe('login_failed');
  });

  it('stores only a hash of the key, valid for 24 hours, and the link is masked in the outbox', async () => {
    const user = await createUser();
    const { email, key } = await requestChange(user);
    const row = await db.emailChangeKey.findFirstOrThrow({ where: { userId: user.id } });
    expect(row.keyHash).toBe(hashResetKey(key));
    expect(row.newEmail).toBe(email);
    const hours = (row.expiresAt.getTime() - row.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24.01);
    const mail = await lastEmailTo(email);
    expect(mail!.redactedBody).not.toContain(key);
  });

  it('answers 429 above the per-user rate of e-mail changes', async () => {
    const user = await createUser();
    const c = await signInAs(user);
    // A fixed window of the server's clock (lib/auth/rate-limit.ts): should its minute end during
    // the calls, the count starts again, so up to twice the limit, and the exact count only within one minute.
    const inOneWindow = oneRateWindow(LIMITS.windowSeconds);
    const statuses: number[] = [];
    for (let i = 0; i <= 2 * LIMITS.emailChangePerUser && !statuses.includes(429); i++) {
      statuses.push((await c.put('/api/user/-1', { email: newAddress(), currentPassword: 'Wrong-Passw0rd' })).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((s) => s === 400)).toBe(true);
    if (inOneWindow()) expect(statuses).toHaveLength(LIMITS.emailChangePerUser + 1);
  });

  it("an admin changes a team member's address without a password; the link goes to the new address", async () => {
    const admin = await createUser({ isAdmin: true });
    const member = await createUser({ accountId: admin.accountId });
    const email = newAddress();
    const res = await (await signInAs(admin)).put(`/api/user/${member.id}`, { email });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'saved', pendingEmail: email });
    expect((await db.user.findUniqueOrThrow({ where: { id: member.id } })).email).toBe(member.email);
    expect(await lastEmailTo(member.email)).toMatchObject({ template: 'email_change_requested' });
    expect((await confirm(await confirmKey(email))).status).toBe(200);
    expect(await db.user.findUniqueOrThrow({ where: { id: member.id } })).toMatchObject({ email, username: email });
  });
});

describe('POST /api/email/confirm/{key}', () => {
  it('makes the new address the login name, tells the old one, and works exactly once', async () => {
    const user = await createUser();
    const session = await signInAs(user);
    const { email, key } = await requestChange(user);
    const res = await confirm(key);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ email, username: email });
    expect(await lastEmailTo(user.email)).toMatchObject({ template: 'email_changed' });
    expect(await client().login(email, TEST_PASSWORD)).toBeNull();
    expect(await client().login(user.email, TEST_PASSWORD)).toBe('login_failed');
    // The session from before stays and shows the new address.
    expect((await session.get('/api/user')).body.email).toBe(email);
    const again = await confirm(key);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('email_link_expired');
  });

  it('refuses an expired link and an unknown key alike, nothing changes', async () => {
    const user = await createUser();
    const { key } = await requestChange(user);
    await db.emailChangeKey.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    for (const k of [key, 'no-such-key']) {
      const res = await confirm(k);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('email_link_expired');
    }
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
  });

  it('only the newest link works', async () => {
    const user = await createUser();
    const first = await requestChange(user);
    const second = await requestChange(user);
    expect((await confirm(first.key)).status).toBe(400);
    expect((await confirm(second.key)).status).toBe(200);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(second.email);
  });

  it('refuses with 409 email_taken when the address was taken meanwhile; both users stay as they were', async () => {
    const user = await createUser();
    const { email, key } = await requestChange(user);
    const other = await createUser();
    await db.user.update({ where: { id: other.id }, data: { email, username: email } });
    const res = await confirm(key);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('email_taken');
    expect(de.errors.email_taken).toEqual(expect.any(String));
    expect(en.errors.email_taken).toEqual(expect.any(String));
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
    expect((await db.user.findUniqueOrThrow({ where: { id: other.id } })).email).toBe(email);
  });

  it('two users confirming the same address in parallel: one wins, the other gets email_taken', async () => {
    const [a, b] = [await createUser(), await createUser()];
    const email = newAddress();
    const keyA = (await requestChange(a, email)).key;
    const keyB = (await requestChange(b, email)).key;
    const statuses = (await Promise.all([confirm(keyA), confirm(keyB)])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    expect(await db.user.count({ where: { email } })).toBe(1);
  });

  it('a password reset drops an open change (the notice tells the owner to reset)', async () => {
    const user = await createUser();
    const { key } = await requestChange(user);
    expect((await client().post('/api/password/reset', { email: user.email })).status).toBe(200);
    const resetKey = (await awaitEmailTo(user.email, 'password_reset'))!.body.match(/\/passwort\/reset\/([A-Za-z0-9_-]+)/)![1];
    expect((await client().post(`/api/password/reset/${resetKey}`, { password: 'Neues-Passw0rt', confirmPassword: 'Neues-Passw0rt' })).status).toBe(200);
    expect((await confirm(key)).status).toBe(400);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
  });
});
