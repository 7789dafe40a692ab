import { getLocale } from 'next-intl/server';
import { withApi } from '@/lib/api/with-api';
import { brand } from '@/lib/env';
import { listOrderHistory } from '@/lib/order-history/list-order-history';
import { ZOrderHistoryQuery } from '@/lib/order-history/schemas';

/** platform-shell 7: the caller's order history, one page with filter options, dates in the caller's language. */
export const GET = withApi({
  auth: 'user',
  query: ZOrderHistoryQuery,
  handler: async ({ user, query }) => listOrderHistory(user, query, brand().timeZone, await getLocale()),
});
