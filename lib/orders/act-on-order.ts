import { mayActOnOrders } from '@/lib/access/routes';
import { AppError } from '@/lib/api/errors';
import { audit } from '@/lib/audit/audit';
import type { SessionUser } from '@/lib/auth/session-user';
import { db, type Tx } from '@/lib/db';
import { sqlOf } from '@/lib/db-transaction';
import { mailOrderDecision } from '@/lib/mail/order-mails';
import { forgetFilterOptions } from '@/lib/order-history/filter-options';
import { nextStatus, type OrderAction, type OrderStatus } from './domain/order-status';

/**
 * A seller moves one of its own orders along the status flow (review, confirm, transfer, complete,
 * decline). The order row is locked, so two clicks from two desks cannot both move it; each step
 * is recorded as an order event and in the audit log. A confirmation, and a decline with its
 * reason (the schema asks for one), go to the buyer user who ordered by e-mail, in the same transaction.
 * A cancelled order gives its volume back to the offer in the same transaction, so it can be
 * bought again at once. Both parties' cached filter options are dropped afterwards. Only admins and team members with
 * the buyer-management role may act.
 */
export async function actOnOrder(user: SessionUser, orderId: number, action: OrderAction, note = '', now = new Date()) {
  if (!mayActOnOrders(user)) throw new AppError('forbidden', 'order_actions_not_allowed');
  const { order, to } = await db.$transaction(async (tx) => {
    const [order] = await tx.$queryRaw<
      {
        id: number;
        status: OrderStatus;
        buyerAccountId: number;
        buyerUserId: number;
        orderNumber: string;
        offerId: number;
        quantity: string;
        unitCount: number | null;
      }[]
    >`
      SELECT "id", "status", "buyerAccountId", "buyerUserId", "orderNumber", "offerId", "quantity"::text AS "quantity", "unitCount" FROM "Order"
      WHERE "id" = ${orderId} AND "sellerAccountId" = ${user.accountId} FOR UPDATE`;
    if (!order) throw new AppError('not_found');
    const to = nextStatus(order.status, action);
    if (!to) throw new AppError('conflict', 'order_status_not_allowed', { from: order.status, action });
    await tx.order.update({
      where: { id: order.id },
      data: { status: to, events: { create: { fromStatus: order.status, toStatus: to, userId: user.userId, note } } },
    });
    if (to === 'CANCELLED') await giveBackVolume(tx, order, now);
    if (action === 'confirm' || action === 'decline') {
      await mailOrderDecision(sqlOf(tx), order.id, action === 'confirm' ? 'CONFIRMED' : 'CANCELLED', note, now);
    }
    await audit('order_status_changed', { userId: user.userId, accountId: user.accountId }, { orderId, from: order.status, to }, tx);
    return { order, to };
  });
  forgetFilterOptions([user.accountId, order.buyerAccountId]);
  return { _id: order.id, orderStatus: to };
}

/**
 * Step 4 of lib/basket/lock-order.ts for the order's offer, taken after the order's own row, which
 * no buying path locks: the cbm (and an additive's containers) return to what is left. An additive
 * edit resets the total to the stock then in hand, so the total grows where the return would pass
 * it; a fuel offer's edit keeps what was sold, so its total never moves here.
 */
async function giveBackVolume(tx: Tx, order: { offerId: number; quantity: string; unitCount: number | null }, now: Date) {
  const units = order.unitCount ?? 0;
  await tx.$executeRaw`
    UPDATE "Offer" SET "remainingVolume" = "remainingVolume" + ${order.quantity}::numeric,
      "totalVolume" = greatest("totalVolume", "remainingVolume" + ${order.quantity}::numeric),
      "unitStock" = "unitStock" + ${units}::int, "version" = "version" + sign(${units}::int)::int, "updatedAt" = ${now}::timestamp
    WHERE "id" = ${order.offerId}`;
}
