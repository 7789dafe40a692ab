import { withApi } from '@/lib/api/with-api';
import { ZTwoFactorCodeRequest } from '@/lib/auth/schemas';
import { requestTwoFactorCode } from '@/lib/auth/two-factor';

/** Mails the code that confirms turning two-factor login on or off, once the current password is right. */
export const POST = withApi({ auth: 'user', body: ZTwoFactorCodeRequest, handler: ({ user, body, ip }) => requestTwoFactorCode(user, body, ip) });
