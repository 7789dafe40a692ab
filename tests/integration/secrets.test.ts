import { NextRequest } from 'next/server';
import { withApi } from '@/lib/api/with-api';
import { hashPassword } from '@/lib/auth/password';
import { mailResetLink } from '@/lib/auth/request-password-reset';
import { resetPassword } from '@/lib/auth/reset-password';
import { deliver, maskExpiredSecrets } from '@/lib/mail/send-outbox';
import { createUser, db } from '../helpers/factories';

/**
 * Secrets of the password reset (security: reset links and codes): not kept readable in the
 * outbox once useless, never logged, and a wrong key costs no password hash.
 */
jest.mock('@/lib/auth/password', () => {
  const actual = jest.requireActual('@/lib/auth/password');
  return { ...actual, hashPassword: jest.fn(actual.hashPassword) };
});

// The logger as configured (redaction included), at every level, writing into `lines`.
jest.mock('@/lib/log', () => {
  const actual = jest.requireActual('@/lib/log');
  const lines: string[] = [];
  const log = jest.requireActual('pino')({ ...actual.LOG_OPTIONS, level: 'trace' }, { write: (line: string) => lines.push(line) });
  return { ...actual, log, lines };
});
const logLines = (): string[] => jest.requireMock('@/lib/log').lines;

afterAll(() => db.$disconnect());

const lastMail = (to: string) => db.emailOutbox.findFirstOrThrow({ where: { to }, orderBy: { id: 'desc' } });
const keyOf = (body: string) => body.match(/\/passwort\/reset\/([A-Za-z0-9_-]+)/)?.[1];

describe('reset links in the outbox', () => {
  it('stay readable until they expire when nothing sends mails, then are masked', async () => {
    const user = await createUser();
    await mailResetLink(user.email, `198.51.100.${Math.floor(Math.random() * 200)}`);
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

describe('a sent mail in the outbox', () => {
  it('keeps its reset link only until it is sent: the row then holds the masked body', async () => {
    const user = await createUser();
    await mailResetLink(user.email, `198.51.100.${Math.floor(Math.random() * 200)}`);
    const mail = await lastMail(user.email);
    const key = keyOf(mail.body)!;
    const sent: string[] = [];
    const transport = { sendMail: jest.fn(async (m: { text: string }) => void sent.push(m.text)) };
    // The sender's step for one claimed row (sendOutbox claims whatever is unsent, one row at a time).
    await deliver(mail, transport, 'no-reply@test.fuel');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain(key);
    const after = await lastMail(user.email);
    expect(after.sentAt).not.toBeNull();
    expect(after.body).not.toContain(key);
    expect(after.body).toContain('[entfernt]');
    expect(after.redactedBody).toBeNull();
  });

  it('keeps the link while sending fails, and logs no part of the mail', async () => {
    const user = await createUser();
    await mailResetLink(user.email, `198.51.100.${Math.floor(Math.random() * 200)}`);
    const mail = await lastMail(user.email);
    const key = keyOf(mail.body)!;
    const before = logLines().length;
    const transport = { sendMail: jest.fn(async () => Promise.reject(new Error('connection refused'))) };
    await deliver(mail, transport, 'no-reply@test.fuel');
    const after = await lastMail(user.email);
    expect(after.sentAt).toBeNull();
    expect(after.body).toContain(key);
    const logged = logLines().slice(before).join('');
    expect(logged).toContain('e-mail not sent');
    expect(logged).not.toContain(key);
  });
});

describe('a refused reset', () => {
  it('costs no password hash when the key is wrong', async () => {
    jest.mocked(hashPassword).mockClear();
    await expect(resetPassword('no-such-key-0123456789', 'Neues-Passw0rt', '198.51.100.3')).rejects.toMatchObject({ messageKey: 'reset_link_expired' });
    expect(hashPassword).not.toHaveBeenCalled();
  });

  it('never puts the key in a log line: the logged path masks it', async () => {
    const before = logLines().length;
    const route = withApi({ auth: 'public', handler: () => resetPassword('live-key-0123456789abcdef', 'Neues-Passw0rt', '198.51.100.4') });
    const res = await route(new NextRequest('http://app.example/api/password/reset/live-key-0123456789abcdef', { method: 'POST' }), {
      params: Promise.resolve({}),
    });
    expect(res.status).toBe(400);
    const logged = logLines().slice(before);
    // The refusal is logged (so the check below has a line to look at), with the path masked.
    expect(logged.some((line) => line.includes('request refused') && line.includes('/api/password/reset/[key]'))).toBe(true);
    expect(logged.join('')).not.toContain('live-key-0123456789abcdef');
  });
});
