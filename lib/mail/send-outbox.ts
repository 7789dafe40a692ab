import nodemailer, { type Transporter } from 'nodemailer';
import { db, type Tx } from '@/lib/db';
import { log } from '@/lib/log';

const BATCH = 20;
const MAX_ATTEMPTS = 8;

let transporter: Transporter | undefined;

/** An outbox row as the sender claims it. */
export interface OutboxRow {
  id: number;
  to: string;
  subject: string;
  body: string;
  redactedBody: string | null;
  attempts: number;
}

/**
 * Sends what the outbox holds over SMTP_URL. Rows are claimed with FOR UPDATE SKIP LOCKED, so any
 * number of app instances can run this side by side without sending a mail twice.
 */
export async function sendOutbox(): Promise<number> {
  const smtpUrl = process.env.SMTP_URL;
  if (!smtpUrl) return 0;
  transporter ??= nodemailer.createTransport(smtpUrl);
  const from = process.env.MAIL_FROM ?? 'Fuel Trading <no-reply@localhost>';
  return db.$transaction(
    async (tx) => {
      const rows = await tx.$queryRaw<OutboxRow[]>`
        SELECT "id", "to", "subject", "body", "redactedBody", "attempts" FROM "EmailOutbox"
        WHERE "sentAt" IS NULL AND "attempts" < ${MAX_ATTEMPTS}
        ORDER BY "id" LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`;
      for (const row of rows) await deliver(tx, row, transporter!, from);
      return rows.length;
    },
    { timeout: 60_000 },
  );
}

/** What `deliver` needs of nodemailer's transporter. */
interface MailTransport {
  sendMail(mail: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
}

/** Sends one claimed row and records the outcome in the sender's transaction. */
export async function deliver(tx: Tx, row: OutboxRow, transport: MailTransport, from: string) {
  try {
    await transport.sendMail({ from, to: row.to, subject: row.subject, text: row.body });
    // Once sent, the link or code lives only in the recipient's mailbox.
    const masked = row.redactedBody === null ? {} : { body: row.redactedBody, redactedBody: null };
    await tx.emailOutbox.update({ where: { id: row.id }, data: { sentAt: new Date(), attempts: row.attempts + 1, ...masked } });
  } catch (error) {
    log.warn({ err: error, outboxId: row.id }, 'e-mail not sent');
    await tx.emailOutbox.update({ where: { id: row.id }, data: { attempts: row.attempts + 1, lastError: String(error).slice(0, 500) } });
  }
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
