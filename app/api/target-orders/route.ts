import { ROLES } from '@/lib/access/routes';
import { withApi } from '@/lib/api/with-api';
import { brand } from '@/lib/env';
import { createTargetOrder } from '@/lib/target-orders/create-target-order';
import { listTargetOrders } from '@/lib/target-orders/list-target-orders';
import { targetOrderSchema } from '@/lib/target-orders/schemas';

/** The buyer account's target orders with their fills (design 13). */
export const GET = withApi({ auth: { route: 'targetOrders' }, handler: ({ user }) => listTargetOrders(user) });

/** A new target order; placing one needs the purchase right, as buying does. */
export const POST = withApi({
  auth: { route: 'targetOrders', role: ROLES.purchase },
  body: targetOrderSchema(brand().decimals),
  idempotent: true,
  handler: ({ user, body, db }) => createTargetOrder(user, body, new Date(), db),
});
