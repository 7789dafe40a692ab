import { spawn, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { checkout } from '@/lib/basket/checkout';
import { enqueueEmail } from '@/lib/mail/enqueue-email';
import { CLAIM_LEASE_MINUTES, INTERRUPTED, sendOutbox } from '@/lib/mail/send-outbox';
import { orderableBasket } from '../helpers/basket-choices';
import { createUser, db } from '../helpers/factories';
import { buyerOf, newKey, sellerWithOffer } from '../helpers/market-setup';

/**
 * The outbox against a real SMTP server started here (smtp-server, on a free loopback port): the
 * product's own sender, SMTP_URL pointing at it. Nothing is mocked; where a later hour matters,
 * the sender is given it as its clock.
 *
 * @serial The product's sender takes every unsent mail of the database, in the order they were
 * written: beside other files it would send their mails (which some of them check), and the mails
 * earlier files left could fill a run before this file's own. The file runs alone, and sets the
 * mails it finds aside first; each assertion still looks at its own recipient only.
 */

interface Received {
  to: string[];
  mail: ParsedMail;
}

let received: Received[] = [];
/** Called with each message as it arrives, before the server answers it. */
let onMessage: (message: Received) => Promise<void> = async () => {};
let server: SMTPServer;
let port = 0;

function startSmtp() {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    async onData(stream, session, callback) {
      const message = { to: session.envelope.rcptTo.map((r) => r.address), mail: await simpleParser(stream) };
      received.push(message);
      await onMessage(message);
      callback();
    },
  });
  return new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
}

const stopSmtp = () => new Promise<void>((resolve) => server.close(() => resolve()));
const to = (address: string) => received.filter((m) => m.to.includes(address));
const minutesLater = (minutes: number) => new Date(Date.now() + minutes * 60_000);

beforeAll(async () => {
  await db.$executeRaw`UPDATE "EmailOutbox" SET "sentAt" = now() WHERE "sentAt" IS NULL`;
  await startSmtp();
  port = (server.server.address() as AddressInfo).port;
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
});

afterAll(async () => {
  delete process.env.SMTP_URL;
  await stopSmtp();
  await db.$disconnect();
});

beforeEach(() => {
  received = [];
  onMessage = async () => {};
});

test("a new order reaches the seller's admin in German, as text and HTML, from the brand's sender", async () => {
  const { seller, offer } = await sellerWithOffer({ volume: '100', fixedPrice: '95.35' });
  const admin = await createUser({ accountId: seller.id, isAdmin: true, roles: [] });
  const buyer = await buyerOf(seller.id);
  const basket = await orderableBasket(buyer, { offerId: offer.id, quantity: '12.5' });
  const { orders } = await checkout(buyer, basket._id, { termsAccepted: true, orderChecked: true, idempotencyKey: newKey() });

  await sendOutbox();
  const [message] = to(admin.email);
  expect(to(admin.email)).toHaveLength(1);
  const { mail } = message;
  expect(mail.subject).toBe(`Neue Bestellung ${orders[0].orderId} von ${buyer.accountName}`);
  expect(mail.from?.value).toEqual([{ name: 'Fuelmarket', address: 'service@fuelmarket.example' }]);
  const line = `${orders[0].orderId}: 12,5 cbm zu 95,35 EUR/100L15, brutto 14.183,31 EUR; Diesel B7`;
  expect(mail.text).toContain(`Hallo ${admin.firstName},`);
  expect(mail.text).toContain(`${buyer.accountName} hat bei Ihnen bestellt:`);
  expect(mail.text).toContain(line);
  expect(mail.html).toContain(`${buyer.accountName} hat bei Ihnen bestellt:`);
  expect(mail.html).toContain(line);
  // The buyer's confirmation went out in the same run.
  expect(to(buyer.email).map((m) => m.mail.subject)).toEqual(['Ihre Bestellung']);
  const row = await db.emailOutbox.findFirstOrThrow({ where: { to: admin.email } });
  expect(row.sentAt).not.toBeNull();
});

test('with the SMTP server down a mail stays in the outbox, and is sent once when the server is back', async () => {
  const user = await createUser();
  await enqueueEmail(user.email, 'contact', { from: 'Prüfung', subject: 'Ausfall', message: 'Größere Störung' });
  await stopSmtp();
  try {
    await sendOutbox();
  } finally {
    await startSmtp();
  }
  const waiting = await db.emailOutbox.findFirstOrThrow({ where: { to: user.email } });
  expect(waiting).toMatchObject({ sentAt: null, claimedAt: null, attempts: 1 });
  expect(waiting.lastError).toMatch(/ECONNREFUSED/);

  // Before its pause is over the mail waits; then it goes out, once.
  await sendOutbox();
  expect(to(user.email)).toHaveLength(0);
  await sendOutbox(minutesLater(2));
  await sendOutbox(minutesLater(30));
  expect(to(user.email).map((m) => m.mail.subject)).toEqual(['Kontaktanfrage: Ausfall']);
  expect(to(user.email)[0].mail.text).toContain('Größere Störung');
  expect((await db.emailOutbox.findFirstOrThrow({ where: { to: user.email } })).sentAt).not.toBeNull();
});

test('a sender killed while sending sends no mail twice', async () => {
  const user = await createUser();
  await enqueueEmail(user.email, 'contact', { from: 'Prüfung', subject: 'Abbruch', message: 'Nur einmal' });
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, '../helpers/send-outbox-once.ts')], {
    cwd: path.join(__dirname, '../..'),
    env: process.env,
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // The server has the whole message; the sender dies before it hears the answer and can mark it sent.
  onMessage = async (message) => {
    if (!message.to.includes(user.email)) return;
    child.kill('SIGKILL');
    await exited;
  };
  await exited;
  expect(to(user.email)).toHaveLength(1);
  const claimed = await db.emailOutbox.findFirstOrThrow({ where: { to: user.email } });
  expect(claimed.sentAt).toBeNull();
  expect(claimed.claimedAt).not.toBeNull();

  // Other senders, now and after the claim's lease: the mail may have arrived, so it is not sent again.
  onMessage = async () => {};
  await sendOutbox();
  await sendOutbox(minutesLater(CLAIM_LEASE_MINUTES + 1));
  await sendOutbox(minutesLater(24 * 60));
  expect(to(user.email)).toHaveLength(1);
  expect(await db.emailOutbox.findFirstOrThrow({ where: { to: user.email } })).toMatchObject({ sentAt: null, lastError: INTERRUPTED });

  // The sender is not stuck: the next mail goes out.
  await enqueueEmail(user.email, 'contact', { from: 'Prüfung', subject: 'Danach', message: 'Weiter' });
  await sendOutbox();
  expect(to(user.email).map((m) => m.mail.subject)).toEqual(['Kontaktanfrage: Abbruch', 'Kontaktanfrage: Danach']);
}, 60_000);
