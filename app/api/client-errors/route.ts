import { withApi } from '@/lib/api/with-api';
import { rateLimit } from '@/lib/auth/rate-limit';
import { reportError } from '@/lib/errors/report-error';
import { ZClientError } from '@/lib/errors/schemas';

/** Errors the browser reports (e.g. "Received no data for the market window"). */
export const POST = withApi({
  auth: 'user',
  body: ZClientError,
  handler: async ({ body, user, requestId }) => {
    await rateLimit(`client-errors:${user.userId}`, 30, 60);
    await reportError(body.message, { userId: user.userId, requestId, origin: 'browser' }, body.context);
    return { success: true };
  },
});
