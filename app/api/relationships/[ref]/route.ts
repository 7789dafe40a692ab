import { withApi } from '@/lib/api/with-api';
import { cancelRelationship } from '@/lib/relationships/cancel-relationship';
import { listRelationships } from '@/lib/relationships/list-relationships';
import { ZRelationshipIdParams, ZRelationshipListQuery, ZRelationshipParams, ZUpdateRelationship } from '@/lib/relationships/schemas';
import { updateRelationship } from '@/lib/relationships/update-relationship';

/** GET reads the segment as the counterpart kind (buyer, seller), PUT and DELETE as a relationship id. */
export const GET = withApi({
  auth: { accountTypes: ['BUYER', 'SELLER'] },
  params: ZRelationshipParams,
  query: ZRelationshipListQuery,
  handler: ({ user, params, query }) => listRelationships(user, params.accountType, query.status),
});

export const PUT = withApi({
  auth: { route: 'buyerManagement' },
  params: ZRelationshipIdParams,
  body: ZUpdateRelationship,
  handler: ({ user, params, body, ip }) => updateRelationship(user, params.id, body, ip),
});

export const DELETE = withApi({
  auth: { route: 'sellerManagement' },
  params: ZRelationshipIdParams,
  handler: ({ user, params, ip }) => cancelRelationship(user, params.id, ip),
});
