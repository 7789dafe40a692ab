import { withApi } from '@/lib/api/with-api';
import { getCurrentUser } from '@/lib/users/get-current-user';

export const GET = withApi({ auth: 'user', handler: ({ user }) => getCurrentUser(user) });
