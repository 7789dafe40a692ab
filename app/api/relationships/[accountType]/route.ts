import { withApi } from '@/lib/api/with-api';
import { listRelationships } from '@/lib/relationships/list-relationships';
import { ZRelationshipParams } from '@/lib/relationships/schemas';

export const GET = withApi({
  auth: { accountTypes: ['BUYER', 'SELLER'] },
  params: ZRelationshipParams,
  handler: ({ user, params }) => listRelationships(user, params.accountType),
});
