/**
 * One run of the outbox sender in a process of its own, so a test can kill it in the middle of
 * an SMTP exchange (tests/integration/smtp-outbox.test.ts). SMTP_URL and DATABASE_URL come from
 * the environment.
 */
import { sendOutbox } from '@/lib/mail/send-outbox';

sendOutbox().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
