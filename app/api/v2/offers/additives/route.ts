import { withApi } from '@/lib/api/with-api';
import { listAdditiveOffers } from '@/lib/additives/list-additive-offers';
import { ZAdditiveOffersQuery } from '@/lib/additives/schemas';

/** platform-shell 7: a seller's own additive offers, or those a buyer may buy. */
export const GET = withApi({
  auth: { accountTypes: ['BUYER', 'SELLER'] },
  query: ZAdditiveOffersQuery,
  handler: ({ user, query }) => listAdditiveOffers(user, query),
});
