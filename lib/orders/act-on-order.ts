import { mayActOnOrders } from '@/lib/access/routes';
import { AppError } from '@/lib/api/errors';
import { audit } from '@/lib/audit/audit';
import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { sqlOf } from '@/lib/db-transaction';
import { mailOrderDecision } from '@/lib/mail/order-mails';
import { forgetFilterOptions } from '@/lib/order-history/filter-options';
import { nextStatus, type OrderAction, type OrderStatus } from './domain/order-status';

/**
 * A seller moves one of its own orders along the status flow (review, confirm, transfer, complete,
 * decline). The order row is locked, so two clicks from two desks cannot both move it; each step
 * is recorded as an order event and in the audit log. A confirmation, and a decline with its
 * reason (the schema asks for one), go to the buyer user who ordered by e-mail, in the same transaction.
 * Both parties' cached filter options are dropped afterwards. Only admins and team members with
 * the buyer-management role may act.
 */
export async function actOnOrder(user: SessionUser, orderId: number, action: OrderAction, note = '') {
  if (!mayActOnOrders(user)) throw new AppError('forbidden', 'order_actions_not_allowed');
  const { order, to } = await db.$transaction(async (tx) => {
    const [order] = await tx.$queryRaw<{ id: number; status: OrderStatus; buyerAccountId: number; buyerUserId: number; orderNumber: string }[]>`
      SELECT "id", "status", "buyerAccountId", "buyerUserId", "orderNumber" FROM "Order"
      WHERE "id" = ${orderId} AND "sellerAccountId" = ${user.accountId} FOR UPDATE`;
    if (!order) throw new AppError('not_found');
    const to = nextStatus(order.status, action);
    if (!to) throw new AppError('conflict', 'order_status_not_allowed', { from: order.status, action });
    await tx.order.update({
      where: { id: order.id },
      data: { status: to, events: { create: { fromStatus: order.status, toStatus: to, userId: user.userId, note } } },
    });
    if (action === 'confirm' || action === 'decline') {
      await mailOrderDecision(sqlOf(tx), order.id, action === 'confirm' ? 'CONFIRMED' : 'CANCELLED', note, new Date());
    }
    await audit('order_status_changed', { userId: user.userId, accountId: user.accountId }, { orderId, from: order.status, to }, tx);
    return { order, to };
  });
  forgetFilterOptions([user.accountId, order.buyerAccountId]);
  return { _id: order.id, orderStatus: to };
}
