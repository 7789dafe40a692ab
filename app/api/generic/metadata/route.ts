import { withApi } from '@/lib/api/with-api';
import { getMetadata, sessionWithMarketVersion } from '@/lib/metadata/get-metadata';

export const GET = withApi({
  auth: 'user',
  sessionRead: sessionWithMarketVersion,
  handler: ({ user, read }) => getMetadata(user, read.marketVersion),
});
