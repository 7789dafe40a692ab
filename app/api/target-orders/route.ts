import { after } from 'next/server';
import { ROLES } from '@/lib/access/routes';
import { withApi } from '@/lib/api/with-api';
import { brand } from '@/lib/env';
import { log } from '@/lib/log';
import { createTargetOrder } from '@/lib/target-orders/create-target-order';
import { matchPlacedTargetOrder } from '@/lib/target-orders/evaluate-target-orders';
import { listTargetOrders } from '@/lib/target-orders/list-target-orders';
import { targetOrderSchema } from '@/lib/target-orders/schemas';

/** The buyer account's target orders with their fills (design 13). */
export const GET = withApi({ auth: { route: 'targetOrders' }, handler: ({ user }) => listTargetOrders(user) });

/**
 * A new target order; placing one needs the purchase right, as buying does. Once the answer is
 * sent (and the order committed) it is matched against the current window: a limit the market
 * already meets fills at once.
 */
export const POST = withApi({
  auth: { route: 'targetOrders', role: ROLES.purchase },
  body: targetOrderSchema(brand().decimals),
  idempotent: true,
  handler: async ({ user, body, db }) => {
    const created = await createTargetOrder(user, body, new Date(), db);
    after(() => matchPlacedTargetOrder(user.platformId, created.id).catch((error) => log.error({ err: error }, 'placed target order not matched')));
    return created;
  },
});
