import nodemailer, { type Transporter } from 'nodemailer';
import { db } from '@/lib/db';
import { brand } from '@/lib/env';
import { log } from '@/lib/log';
import { mailHtml } from './mail-html';

/** Mails one run sends at most; the rest wait for the next run (every 10 s). */
const RUN_LIMIT = 200;
export const MAX_ATTEMPTS = 12;
/** A claim this old whose mail is not marked sent: its sender died during the SMTP exchange. */
export const CLAIM_LEASE_MINUTES = 10;
export const INTERRUPTED = 'sender stopped while sending: not sent again, the mail may have arrived';

let transport: { url: string; transporter: Transporter } | undefined;

/** An outbox row as the sender claims it. */
export interface OutboxRow {
  id: number;
  to: string;
  subject: string;
  body: string;
  redactedBody: string | null;
  attempts: number;
}

/** The sender of every mail: MAIL_FROM, else the brand's name and service address. */
export function mailFrom() {
  const { company } = brand();
  return process.env.MAIL_FROM || `"${company.headline}" <${company.email}>`;
}

/**
 * Sends what the outbox holds over SMTP_URL, at most once per mail. Each mail is claimed in its
 * own committed statement before the SMTP exchange starts (FOR UPDATE SKIP LOCKED, so instances
 * side by side never take the same one) and marked sent after it. A sender killed between the
 * two leaves the claim behind: no other sender takes that mail again, as the SMTP server may
 * already have accepted it; after the lease it is marked failed with the reason. A mail the SMTP
 * server refused or could not take (server down) goes back to the queue after a growing pause.
 * `now` is the clock; the worker passes none.
 */
export async function sendOutbox(now = new Date()): Promise<number> {
  const smtpUrl = process.env.SMTP_URL;
  if (!smtpUrl) return 0;
  if (transport?.url !== smtpUrl) transport = { url: smtpUrl, transporter: nodemailer.createTransport(smtpUrl) };
  await failInterruptedClaims(now);
  const from = mailFrom();
  let sent = 0;
  for (let run = 0; run < RUN_LIMIT; run++) {
    const [row] = await db.$queryRaw<OutboxRow[]>`
      UPDATE "EmailOutbox" SET "claimedAt" = ${now}, "attempts" = "attempts" + 1
      WHERE "id" = (
        SELECT "id" FROM "EmailOutbox"
        WHERE "sentAt" IS NULL AND "claimedAt" IS NULL AND "attempts" < ${MAX_ATTEMPTS} AND ("nextAttemptAt" IS NULL OR "nextAttemptAt" <= ${now})
        ORDER BY "id" LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING "id", "to", "subject", "body", "redactedBody", "attempts"`;
    if (!row) break;
    if (await deliver(row, transport.transporter, from, now)) sent++;
  }
  return sent;
}

/** What `deliver` needs of nodemailer's transporter. */
interface MailTransport {
  sendMail(mail: { from: string; to: string; subject: string; text: string; html: string }): Promise<unknown>;
}

/** Sends one claimed row (its attempt already counted) and records the outcome; true when sent. */
export async function deliver(row: OutboxRow, transport: MailTransport, from: string, now = new Date()) {
  try {
    await transport.sendMail({ from, to: row.to, subject: row.subject, text: row.body, html: mailHtml(row.body, row.subject) });
  } catch (error) {
    log.warn({ err: error, outboxId: row.id }, 'e-mail not sent');
    // 1, 2, 4 ... minutes, at most an hour: twelve attempts span about half a day of an SMTP outage.
    const pause = Math.min(2 ** (row.attempts - 1), 60) * 60_000;
    await db.emailOutbox.update({
      where: { id: row.id },
      data: { claimedAt: null, nextAttemptAt: new Date(now.getTime() + pause), lastError: String(error).slice(0, 500) },
    });
    return false;
  }
  // Once sent, the link or code lives only in the recipient's mailbox.
  const masked = row.redactedBody === null ? {} : { body: row.redactedBody, redactedBody: null };
  await db.emailOutbox.update({ where: { id: row.id }, data: { sentAt: now, lastError: null, ...masked } });
  return true;
}

/** Claims whose sender never came back: failed for good, with the reason an operator reads. */
function failInterruptedClaims(now: Date) {
  const before = new Date(now.getTime() - CLAIM_LEASE_MINUTES * 60_000);
  return db.emailOutbox.updateMany({
    where: { sentAt: null, claimedAt: { lt: before }, attempts: { lt: MAX_ATTEMPTS } },
    data: { attempts: MAX_ATTEMPTS, lastError: INTERRUPTED },
  });
}

/**
 * Masks the secrets of mails that were never sent (no SMTP configured, or sending failed) once
 * they expired: a reset link or code must not stay readable in the database after it is useless.
 */
export async function maskExpiredSecrets(now = new Date()): Promise<number> {
  return db.$executeRaw`
    UPDATE "EmailOutbox" SET "body" = "redactedBody", "redactedBody" = NULL
    WHERE "redactedBody" IS NOT NULL AND "secretExpiresAt" <= ${now}`;
}
