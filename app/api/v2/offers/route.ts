import { withApi } from '@/lib/api/with-api';
import { listMarketOffers } from '@/lib/market/list-market-offers';
import { ZMarketOffersQuery } from '@/lib/market/schemas';

/** platform-shell 7: the market's offers for the caller's buyer account. */
export const GET = withApi({
  auth: { route: 'market' },
  query: ZMarketOffersQuery,
  handler: ({ user, query }) => listMarketOffers({ accountId: user.accountId, platformId: user.platformId, userId: user.userId }, query),
});
