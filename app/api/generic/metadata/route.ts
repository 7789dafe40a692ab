import { withApi } from '@/lib/api/with-api';
import { getMetadata } from '@/lib/metadata/get-metadata';

export const GET = withApi({ auth: 'user', handler: ({ user }) => getMetadata(user) });
