import { withApi } from '@/lib/api/with-api';
import { getOrderDetail } from '@/lib/orders/get-order-detail';
import { ZOrderId } from '@/lib/orders/schemas';

/** One order with its status history, for its buyer and its seller, and read only for the buyer's parent with ChildAccounts_Offers_View. */
export const GET = withApi({
  auth: { accountTypes: ['BUYER', 'SELLER'] },
  params: ZOrderId,
  handler: ({ user, params }) => getOrderDetail(user, params.orderId),
});
