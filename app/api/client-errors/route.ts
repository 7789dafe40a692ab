import { z } from 'zod';
import { withApi } from '@/lib/api/with-api';
import { rateLimit } from '@/lib/auth/rate-limit';
import { reportError } from '@/lib/errors/report-error';

const ZClientError = z.object({ message: z.string().min(1).max(500), context: z.record(z.string(), z.unknown()).optional() });

/** Errors the browser reports (e.g. "Received no data for the market window"). */
export const POST = withApi({
  auth: 'user',
  body: ZClientError,
  handler: async ({ body, user, requestId }) => {
    await rateLimit(`client-errors:${user.userId}`, 30, 60);
    await reportError(body.message, { ...body.context, userId: user.userId, requestId, origin: 'browser' });
    return { success: true };
  },
});
