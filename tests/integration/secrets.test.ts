import { NextRequest } from 'next/server';
import { withApi } from '@/lib/api/with-api';
import { hashPassword } from '@/lib/auth/password';
import { requestPasswordReset } from '@/lib/auth/request-password-reset';
import { resetPassword } from '@/lib/auth/reset-password';
import { log } from '@/lib/log';
import { maskExpiredSecrets } from '@/lib/mail/send-outbox';
import { createUser, db } from '../helpers/factories';

/**
 * Secrets of the password reset (security: reset links and codes): not kept readable in the
 * outbox once useless, never logged, and a wrong key costs no password hash.
 */
jest.mock('@/lib/auth/password', () => {
  const actual = jest.requireActual('@/lib/auth/password');
  return { ...actual, hashPassword: jest.fn(actual.hashPassword) };
});

afterAll(() => db.$disconnect());

const lastMail = (to: string) => db.emailOutbox.findFirstOrThrow({ where: { to }, orderBy: { id: 'desc' } });
const keyOf = (body: string) => body.match(/\/passwort\/reset\/([A-Za-z0-9_-]+)/)?.[1];

describe('reset links in the outbox', () => {
  it('stay readable until they expire when nothing sends mails, then are masked', async () => {
    const user = await createUser();
    await requestPasswordReset(user.email, `198.51.100.${Math.floor(Math.random() * 200)}`);
    const mail = await lastMail(user.email);
    const key = keyOf(mail.body);
    expect(key).toBeDefined();
    expect(mail.redactedBody).not.toContain(key);

    expect(Math.round((mail.secretExpiresAt!.getTime() - mail.createdAt.getTime()) / 60_000)).toBe(60);
    await maskExpiredSecrets();
    expect((await lastMail(user.email)).body).toContain(key);
    // An hour later (moved on this row only: other tests' mails stay as they are).
    await db.emailOutbox.update({ where: { id: mail.id }, data: { secretExpiresAt: new Date(Date.now() - 1_000) } });
    await maskExpiredSecrets();
    const masked = await lastMail(user.email);
    expect(masked.body).not.toContain(key!);
    expect(masked.body).toContain('[entfernt]');
    expect(masked.redactedBody).toBeNull();
  });
});

describe('a refused reset', () => {
  it('costs no password hash when the key is wrong', async () => {
    jest.mocked(hashPassword).mockClear();
    await expect(resetPassword('no-such-key-0123456789', 'Neues-Passw0rt', '198.51.100.3')).rejects.toMatchObject({ messageKey: 'reset_link_expired' });
    expect(hashPassword).not.toHaveBeenCalled();
  });

  it('never puts the key in a log line: the logged path masks it', async () => {
    const child = jest.spyOn(log, 'child');
    const route = withApi({ auth: 'public', handler: () => resetPassword('live-key-0123456789abcdef', 'Neues-Passw0rt', '198.51.100.4') });
    const res = await route(new NextRequest('http://app.example/api/password/reset/live-key-0123456789abcdef', { method: 'POST' }), { params: Promise.resolve({}) });
    expect(res.status).toBe(400);
    const logged = JSON.stringify(child.mock.calls);
    expect(logged).toContain('/api/password/reset/[key]');
    expect(logged).not.toContain('live-key-0123456789abcdef');
    child.mockRestore();
  });
});
