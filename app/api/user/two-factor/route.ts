import { withApi } from '@/lib/api/with-api';
import { ZTwoFactorChange } from '@/lib/auth/schemas';
import { changeTwoFactor, getTwoFactor } from '@/lib/auth/two-factor';

export const GET = withApi({ auth: 'user', handler: ({ user }) => getTwoFactor(user) });

/** Two-factor login on or off: the current password and the code mailed by POST /api/user/two-factor/code. */
export const PUT = withApi({ auth: 'user', body: ZTwoFactorChange, handler: ({ user, body, ip }) => changeTwoFactor(user, body, ip) });
