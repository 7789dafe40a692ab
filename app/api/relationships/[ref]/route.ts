import { withApi } from '@/lib/api/with-api';
import { cancelRelationship } from '@/lib/relationships/cancel-relationship';
import { listRelationships } from '@/lib/relationships/list-relationships';
import { ZRelationshipIdParams, ZRelationshipParams, ZUpdateRelationship } from '@/lib/relationships/schemas';
import { updateRelationship } from '@/lib/relationships/update-relationship';

/** GET reads the segment as the counterpart kind (buyer, seller), PUT and DELETE as a relationship id. */
export const GET = withApi({
  auth: { accountTypes: ['BUYER', 'SELLER'] },
  params: ZRelationshipParams,
  handler: ({ user, params }) => listRelationships(user, params.accountType),
});

export const PUT = withApi({
  auth: { route: 'buyerManagement' },
  params: ZRelationshipIdParams,
  body: ZUpdateRelationship,
  handler: ({ user, params, body }) => updateRelationship(user, params.id, body),
});

export const DELETE = withApi({
  auth: { route: 'sellerManagement' },
  params: ZRelationshipIdParams,
  handler: ({ user, params }) => cancelRelationship(user, params.id),
});
