import { withApi } from '@/lib/api/with-api';
import { listIceMonths } from '@/lib/pricing/list-ice-months';
import { ZIceMonthsQuery } from '@/lib/pricing/schemas';

export const GET = withApi({ auth: { route: 'offerManagement' }, query: ZIceMonthsQuery, handler: ({ user, query }) => listIceMonths(user, query) });
