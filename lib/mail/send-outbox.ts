import nodemailer, { type Transporter } from 'nodemailer';
import { db } from '@/lib/db';
import { log } from '@/lib/log';

const BATCH = 20;
const MAX_ATTEMPTS = 8;

let transporter: Transporter | undefined;

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
      const rows = await tx.$queryRaw<{ id: number; to: string; subject: string; body: string; redactedBody: string | null; attempts: number }[]>`
        SELECT "id", "to", "subject", "body", "redactedBody", "attempts" FROM "EmailOutbox"
        WHERE "sentAt" IS NULL AND "attempts" < ${MAX_ATTEMPTS}
        ORDER BY "id" LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`;
      for (const row of rows) {
        try {
          await transporter!.sendMail({ from, to: row.to, subject: row.subject, text: row.body });
          // Once sent, the link or code lives only in the recipient's mailbox.
          const masked = row.redactedBody === null ? {} : { body: row.redactedBody, redactedBody: null };
          await tx.emailOutbox.update({ where: { id: row.id }, data: { sentAt: new Date(), attempts: row.attempts + 1, ...masked } });
        } catch (error) {
          log.warn({ err: error, outboxId: row.id }, 'e-mail not sent');
          await tx.emailOutbox.update({ where: { id: row.id }, data: { attempts: row.attempts + 1, lastError: String(error).slice(0, 500) } });
        }
      }
      return rows.length;
    },
    { timeout: 60_000 },
  );
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
