import { withApi } from '@/lib/api/with-api';
import { updateAdditiveOffer } from '@/lib/additives/save-additive-offer';
import { ZAdditiveOfferId, ZAdditiveOfferUpdate } from '@/lib/additives/schemas';

/** Changes one of the caller's additive offers (product, container, price, stock, range, availability, buyers). */
export const PUT = withApi({
  auth: { accountTypes: ['SELLER'] },
  params: ZAdditiveOfferId,
  body: ZAdditiveOfferUpdate,
  handler: ({ user, params, body }) => updateAdditiveOffer(user, params.offerId, body),
});
