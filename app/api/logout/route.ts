import { withApi } from '@/lib/api/with-api';
import { audit } from '@/lib/audit/audit';

/**
 * GET /api/logout (platform-shell 7): records the logout. The browser then ends the next-auth
 * cookie itself; a JWT cannot be revoked and a logout deliberately does not end the user's other
 * sessions (that is what a password change is for).
 */
export const GET = withApi({
  auth: 'user',
  handler: async ({ user, ip }) => {
    await audit('logout', { userId: user.userId, accountId: user.accountId, ip });
    return { success: true };
  },
});
