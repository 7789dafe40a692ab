import { withApi } from '@/lib/api/with-api';
import { ZOfferParams } from '@/lib/offers/schemas';
import { getOfferBreakdown } from '@/lib/pricing/get-offer-breakdown';

export const GET = withApi({ auth: { route: 'offerManagement' }, params: ZOfferParams, handler: ({ user, params }) => getOfferBreakdown(user, params.id) });
