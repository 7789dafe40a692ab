import { withApi } from '@/lib/api/with-api';
import { createOffer } from '@/lib/offers/create-offer';
import { ZOfferInput } from '@/lib/offers/schemas';

export const POST = withApi({
  auth: { route: 'offerManagement' },
  body: ZOfferInput,
  idempotent: true,
  handler: ({ user, body, db }) => createOffer(user, body, db),
});
