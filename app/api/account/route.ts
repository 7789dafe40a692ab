import { getAccount } from '@/lib/accounts/get-account';
import { ZAccountUpdate } from '@/lib/accounts/schemas';
import { updateAccount } from '@/lib/accounts/update-account';
import { withApi } from '@/lib/api/with-api';

export const GET = withApi({ auth: 'user', handler: ({ user }) => getAccount(user.accountId) });

export const PUT = withApi({ auth: 'user', body: ZAccountUpdate, handler: ({ user, body, ip }) => updateAccount(user, body, ip) });
