import { withApi } from '@/lib/api/with-api';
import { listDemand } from '@/lib/target-orders/list-demand';

/** The open target-order demand the seller's relationships could fill, without buyer names (sellers, beside their offers). */
export const GET = withApi({ auth: { route: 'offerManagement' }, handler: ({ user }) => listDemand(user) });
