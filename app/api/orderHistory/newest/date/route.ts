import { withApi } from '@/lib/api/with-api';
import { newestOrderDate } from '@/lib/order-history/newest-order-date';

/** platform-shell 7: the newest order's date, polled by the orders screen. */
export const GET = withApi({
  auth: 'user',
  handler: ({ user }) => newestOrderDate(user),
});
