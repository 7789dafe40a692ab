import { withApi } from '@/lib/api/with-api';
import { marketAnswer } from '@/lib/market/market-answer';
import { sessionWithMarketHead } from '@/lib/market/load-market-rows';
import { ZMarketOffersQuery } from '@/lib/market/schemas';

/** platform-shell 7: the market's offers for the caller's buyer account (its market's head read with the session: one round trip). */
export const GET = withApi({
  auth: { route: 'market' },
  query: ZMarketOffersQuery,
  sessionRead: (userId, authAt) => sessionWithMarketHead(userId, authAt),
  handler: ({ req, user, query, read }) =>
    marketAnswer({ accountId: user.accountId, platformId: user.platformId, userId: user.userId }, query, req, read.head.now, read.head),
});
