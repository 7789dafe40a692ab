import { withApi } from '@/lib/api/with-api';
import { listMyOffers } from '@/lib/offers/list-my-offers';

export const GET = withApi({ auth: { route: 'offerManagement' }, handler: ({ user }) => listMyOffers(user) });
