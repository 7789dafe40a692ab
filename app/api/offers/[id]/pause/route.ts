import { withApi } from '@/lib/api/with-api';
import { ZOfferParams } from '@/lib/offers/schemas';
import { setOfferStatus } from '@/lib/offers/set-offer-status';

export const POST = withApi({
  auth: { route: 'offerManagement' },
  params: ZOfferParams,
  handler: ({ user, params }) => setOfferStatus(user, params.id, 'PAUSED'),
});
