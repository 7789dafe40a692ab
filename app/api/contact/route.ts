import { withApi } from '@/lib/api/with-api';
import { sendContactMessage } from '@/lib/contact/send-contact-message';
import { ZContactMessage } from '@/lib/contact/schemas';

export const POST = withApi({
  auth: 'user',
  body: ZContactMessage,
  handler: ({ user, body }) => sendContactMessage(user, body),
});
