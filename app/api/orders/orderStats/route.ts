import { withApi } from '@/lib/api/with-api';
import { brand } from '@/lib/env';
import { getOrderStats } from '@/lib/stats/get-order-stats';
import { ZOrderStatsQuery } from '@/lib/stats/schemas';

/**
 * platform-shell 7 names the path with a trailing slash; Next answers that one with a 308 to this
 * canonical path, which keeps method and query, so both spellings work.
 */
export const GET = withApi({
  auth: { route: 'reports' },
  query: ZOrderStatsQuery,
  handler: ({ user, query }) => getOrderStats(user, query, brand().timeZone),
});
