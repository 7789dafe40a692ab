import { withApi } from '@/lib/api/with-api';
import { listTriggerOrders } from '@/lib/triggers/list-trigger-orders';
import { placeTrigger } from '@/lib/triggers/place-trigger';
import { asTriggerProblem } from '@/lib/triggers/trigger-problem';
import { ZTriggerOrder, ZTriggerOrdersQuery } from '@/lib/triggers/schemas';

/** The caller's trigger orders, as a buyer or as the contracts' seller. */
export const GET = withApi({
  auth: { route: 'contracts', accountTypes: ['BUYER', 'SELLER'] },
  query: ZTriggerOrdersQuery,
  handler: ({ user, query }) => listTriggerOrders(user, query),
});

/**
 * A buyer triggers part of a contract at the current trigger price; every refusal is one of the
 * trigger catalogue's. The purchase right is checked by placeTrigger, so that its 403 says why.
 */
export const POST = withApi({
  auth: { route: 'contracts', accountTypes: ['BUYER'] },
  body: ZTriggerOrder,
  refusal: asTriggerProblem,
  handler: ({ user, body }) => placeTrigger(user, body),
});
