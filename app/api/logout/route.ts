import { withApi } from '@/lib/api/with-api';
import { audit } from '@/lib/audit/audit';
import { endSession } from '@/lib/auth/end-session';
import { sessionAuthAt } from '@/lib/auth/load-session-user';

/**
 * GET /api/logout (platform-shell 7): ends this session on the server and records the logout. The
 * browser then ends the next-auth cookie itself; a copy of the cookie is refused from now on. The
 * user's other sessions stay (that is what a password change is for).
 */
export const GET = withApi({
  auth: 'user',
  handler: async ({ req, user, ip }) => {
    const authAt = await sessionAuthAt(req);
    if (authAt !== null) await endSession(user.userId, authAt);
    await audit('logout', { userId: user.userId, accountId: user.accountId, ip });
    return { success: true };
  },
});
