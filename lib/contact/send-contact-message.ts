import { rateLimit } from '@/lib/auth/rate-limit';
import type { SessionUser } from '@/lib/auth/session-user';
import { brand } from '@/lib/env';
import { enqueueEmail } from '@/lib/mail/enqueue-email';
import type { ContactMessage } from './schemas';

/** A form that sends e-mail is a spam channel; a few messages per user and hour are plenty. */
const PER_USER_PER_HOUR = 5;

/** Sends the contact form to the brand's service address through the outbox. */
export async function sendContactMessage(user: SessionUser, input: ContactMessage) {
  await rateLimit(`contact:user:${user.userId}`, PER_USER_PER_HOUR, 3600);
  const phone = input.callbackPhone ? `\n\nRückruf erbeten unter: ${input.callbackPhone}` : '';
  await enqueueEmail(brand().company.email, 'contact', {
    from: `${user.firstName} ${user.lastName} <${user.email}> (Konto ${user.accountId})`,
    subject: input.subject,
    message: `${input.message}${phone}`,
  });
  return { success: true };
}
