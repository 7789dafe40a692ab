import { withApi } from '@/lib/api/with-api';
import { marketAnswer } from '@/lib/market/market-answer';
import { ZMarketOffersQuery } from '@/lib/market/schemas';

/** platform-shell 7: the market's offers for the caller's buyer account. */
export const GET = withApi({
  auth: { route: 'market' },
  query: ZMarketOffersQuery,
  handler: ({ req, user, query }) => marketAnswer({ accountId: user.accountId, platformId: user.platformId, userId: user.userId }, query, req),
});
