import { withApi } from '@/lib/api/with-api';
import { db } from '@/lib/db';

/** The INCOMPLETE badge of the orders menu entry (sellers only). */
export const GET = withApi({
  auth: { accountTypes: ['SELLER'] },
  handler: async ({ user }) => ({ count: await db.order.count({ where: { sellerAccountId: user.accountId, status: 'INCOMPLETE' } }) }),
});
