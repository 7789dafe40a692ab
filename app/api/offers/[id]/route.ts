import { withApi } from '@/lib/api/with-api';
import { ZOfferParams, ZOfferUpdate } from '@/lib/offers/schemas';
import { setOfferStatus } from '@/lib/offers/set-offer-status';
import { updateOffer } from '@/lib/offers/update-offer';

export const PUT = withApi({
  auth: { route: 'offerManagement' },
  params: ZOfferParams,
  body: ZOfferUpdate,
  handler: ({ user, params, body }) => updateOffer(user, params.id, body),
});

/** trading-domain 3: a deleted offer keeps its row (orders point to it) with status REMOVED. */
export const DELETE = withApi({
  auth: { route: 'offerManagement' },
  params: ZOfferParams,
  handler: ({ user, params }) => setOfferStatus(user, params.id, 'REMOVED'),
});
