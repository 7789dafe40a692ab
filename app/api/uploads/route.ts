import { withApi } from '@/lib/api/with-api';
import { listUploads } from '@/lib/uploads/list-uploads';

export const GET = withApi({
  auth: { route: 'offerManagement' },
  handler: ({ user }) => listUploads(user),
});
