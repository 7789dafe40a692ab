import { mayActOnOrders } from '@/lib/access/routes';
import { AppError } from '@/lib/api/errors';
import { dateColumnDay } from '@/lib/format/dates';
import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { sqlOf } from '@/lib/db-transaction';
import { mailOrderStep } from '@/lib/mail/order-mails';

/**
 * POST /api/triggers/orders/{id}/confirm and /cancel (design 7): the seller decides a PENDING
 * trigger order of its own. Confirming cannot be undone; a decided order answers 409 to both. A
 * cancelled order no longer counts against the month, so its volume is the buyer's again. The
 * buyer who triggered is mailed in the same transaction. Only those who move spot orders along
 * (company admins and MyRelationships_View) decide.
 */
export async function decideTrigger(user: SessionUser, id: number, decision: 'CONFIRMED' | 'CANCELLED', now = new Date()) {
  if (!mayActOnOrders(user)) throw new AppError('forbidden', 'order_actions_not_allowed');
  return db.$transaction(async (tx) => {
    const { count } = await tx.triggerOrder.updateMany({
      where: { id, sellerAccountId: user.accountId, status: 'PENDING' },
      data: { status: decision, decidedAt: now, decidedBy: user.userId },
    });
    const order = await tx.triggerOrder.findFirst({
      where: { id, sellerAccountId: user.accountId },
      select: { orderNumber: true, buyerAccountId: true, buyerUserId: true, status: true, liftingPeriodId: true, liftingStart: true, liftingEnd: true },
    });
    if (!order) throw new AppError('not_found');
    if (count === 0) throw new AppError('conflict', 'trigger_already_decided', { status: order.status });
    const period = await tx.liftingPeriod.findUnique({ where: { id: order.liftingPeriodId }, select: { name: true } });
    const lifting = { period: period?.name ?? '', start: dateColumnDay(order.liftingStart), end: dateColumnDay(order.liftingEnd) };
    const to = { accountId: order.buyerAccountId, userId: order.buyerUserId };
    await mailOrderStep(sqlOf(tx), 'trigger_decided', to, { orderNumber: order.orderNumber, decision, lifting }, now);
    return { _id: id, status: decision };
  });
}
