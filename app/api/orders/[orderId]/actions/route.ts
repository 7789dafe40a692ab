import { withApi } from '@/lib/api/with-api';
import { actOnOrder } from '@/lib/orders/act-on-order';
import { ZOrderAction, ZOrderId } from '@/lib/orders/schemas';

export const POST = withApi({
  auth: { accountTypes: ['SELLER'] },
  params: ZOrderId,
  body: ZOrderAction,
  handler: ({ user, params, body }) => actOnOrder(user, params.orderId, body.action, body.note),
});
