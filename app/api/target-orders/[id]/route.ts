import { ROLES } from '@/lib/access/routes';
import { withApi } from '@/lib/api/with-api';
import { brand } from '@/lib/env';
import { targetOrderUpdateSchema, ZTargetOrderId, ZTargetOrderVersion } from '@/lib/target-orders/schemas';
import { cancelTargetOrder, updateTargetOrder } from '@/lib/target-orders/update-target-order';

/** The buyer changes (or resumes) a target order, naming the version it started from. */
export const PUT = withApi({
  auth: { route: 'targetOrders', role: ROLES.purchase },
  params: ZTargetOrderId,
  body: targetOrderUpdateSchema(brand().decimals),
  handler: ({ user, params, body }) => updateTargetOrder(user, params.id, body, new Date()),
});

/** The buyer cancels a target order (`?version=N`); it stays in the list as CANCELLED. */
export const DELETE = withApi({
  auth: { route: 'targetOrders', role: ROLES.purchase },
  params: ZTargetOrderId,
  query: ZTargetOrderVersion,
  handler: ({ user, params, query }) => cancelTargetOrder(user, params.id, query.version, new Date()),
});
