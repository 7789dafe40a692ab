import { ROLES } from '@/lib/access/routes';
import { withApi } from '@/lib/api/with-api';
import { listChildAccountOffers } from '@/lib/market/list-child-account-offers';
import { ZChildAccountParams, ZMarketOffersQuery } from '@/lib/market/schemas';

/** platform-shell 7: the market as a child account of the caller's account sees it. */
export const GET = withApi({
  auth: { route: 'market', role: ROLES.childAccounts },
  params: ZChildAccountParams,
  query: ZMarketOffersQuery,
  handler: ({ user, params, query }) => listChildAccountOffers(user, params.id, query),
});
