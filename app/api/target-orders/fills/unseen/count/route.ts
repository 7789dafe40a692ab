import { withApi } from '@/lib/api/with-api';
import { countUnseenFills } from '@/lib/target-orders/unseen-fills';

/** The badge of the target orders' menu entry: fills not seen yet (buyers). */
export const GET = withApi({ auth: { route: 'targetOrders' }, handler: ({ user }) => countUnseenFills(user) });
