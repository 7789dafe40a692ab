import { withApi } from '@/lib/api/with-api';
import { ZFillsSeen } from '@/lib/target-orders/schemas';
import { markFillsSeen } from '@/lib/target-orders/unseen-fills';

/** The screen showed these fills: they leave the menu's badge, for every user of the company. */
export const POST = withApi({ auth: { route: 'targetOrders' }, body: ZFillsSeen, handler: ({ user, body }) => markFillsSeen(user, body.orderIds) });
