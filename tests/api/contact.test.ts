import { randomUUID } from 'node:crypto';
import { brand } from '@/lib/env';
import { ApiClient } from '../helpers/api-client';
import { createUser, db, TEST_PASSWORD } from '../helpers/factories';
import { oneRateWindow } from '../helpers/rate-window';

async function signedInTestUser() {
  const user = await createUser({ type: 'BUYER' });
  const client = new ApiClient();
  expect(await client.login(user.email, TEST_PASSWORD)).toBeNull();
  return { user, client };
}

const outboxBySubject = (subject: string) => db.emailOutbox.findMany({ where: { template: 'contact', subject: { contains: subject } } });

describe('POST /api/contact', () => {
  afterAll(() => db.$disconnect());

  it('answers 401 without a session and sends nothing', async () => {
    const subject = `Anfrage ${randomUUID()}`;
    const res = await new ApiClient().post('/api/contact', { subject, message: 'Hallo' });
    expect(res.status).toBe(401);
    expect(await outboxBySubject(subject)).toHaveLength(0);
  });

  it('answers 400 naming the missing subject and message', async () => {
    const { client } = await signedInTestUser();
    const res = await client.post('/api/contact', { subject: '   ', message: '' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({ subject: 'required', message: 'required' });
  });

  it('answers 400 for a callback number that is no phone number', async () => {
    const { client } = await signedInTestUser();
    const res = await client.post('/api/contact', { subject: 'Frage', message: 'Text', callbackPhone: 'ruf mich an' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ callbackPhone: 'phone_format_required' });
  });

  it('writes one e-mail to the brand service address with sender, message and callback number', async () => {
    const { user, client } = await signedInTestUser();
    const subject = `Lieferfrage ${randomUUID()}`;
    const res = await client.post('/api/contact', { subject, message: 'Wann kommt die Ware?', callbackPhone: '+49 40 1234567' });
    expect(res.status).toBe(200);
    const mails = await outboxBySubject(subject);
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe(brand().company.email);
    expect(mails[0].subject).toBe(`Kontaktanfrage: ${subject}`);
    expect(mails[0].body).toContain(user.email);
    expect(mails[0].body).toContain('Wann kommt die Ware?');
    expect(mails[0].body).toContain('+49 40 1234567');
  });

  it('answers 429 above five messages an hour and stops writing mails', async () => {
    const { client } = await signedInTestUser();
    const subject = `Flut ${randomUUID()}`;
    // An hour of the server's clock: should it end during the calls, the count starts again (up to
    // twice the limit), and the exact count holds within one hour.
    const inOneHour = oneRateWindow(3600);
    const statuses: number[] = [];
    for (let i = 0; i < 11 && !statuses.includes(429); i++) statuses.push((await client.post('/api/contact', { subject, message: `Nachricht ${i}` })).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    if (inOneHour()) expect(statuses).toHaveLength(6);
    expect(await outboxBySubject(subject)).toHaveLength(statuses.length - 1);
  });
});
