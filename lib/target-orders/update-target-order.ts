import Decimal from 'decimal.js';
import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { checkTargetOrder } from './check-target-order';
import type { TargetOrderUpdate } from './schemas';

/** The states a buyer may still change; a filled, expired or cancelled order is history. */
const STANDING = ['OPEN', 'PARTLY_FILLED', 'SUSPENDED'] as const;

/**
 * PUT /api/target-orders/{id}: the buyer changes its order, naming the version it started from;
 * another change since (an edit, a fill, a suspension) is a 409 with the current version and
 * nothing is written. Saving a SUSPENDED order resumes it: the buyer has seen the reason and
 * says to go on. The volume cannot go below what is filled.
 */
export async function updateTargetOrder(user: SessionUser, id: number, input: TargetOrderUpdate, now: Date) {
  const { version, ...fields } = input;
  const checked = await checkTargetOrder(user, fields, now);
  return db.$transaction(async (tx) => {
    const current = await tx.targetOrder.findFirst({ where: { id, accountId: user.accountId }, select: { version: true, status: true, filledVolume: true } });
    if (!current) throw new AppError('not_found');
    if (current.version !== version) throw new AppError('conflict', 'target_order_changed_elsewhere', { version: current.version });
    if (!(STANDING as readonly string[]).includes(current.status)) throw new AppError('conflict', 'target_order_closed', { status: current.status });
    const filled = new Decimal(current.filledVolume.toString());
    if (new Decimal(checked.volume).lt(filled)) {
      throw new AppError('validation', 'validation_failed', undefined, { volume: 'volume_below_filled' });
    }
    const { count } = await tx.targetOrder.updateMany({
      where: { id, version },
      data: { ...checked, status: filled.gt(0) ? 'PARTLY_FILLED' : 'OPEN', suspendedReason: null, version: { increment: 1 }, updatedAt: now },
    });
    if (count === 0) throw new AppError('conflict', 'target_order_changed_elsewhere', { version: current.version + 1 });
    return { id, version: version + 1 };
  });
}

/** DELETE /api/target-orders/{id}?version=N: the buyer cancels a standing order; the row and its fills stay as the trail. */
export async function cancelTargetOrder(user: SessionUser, id: number, version: number, now: Date) {
  const { count } = await db.targetOrder.updateMany({
    where: { id, accountId: user.accountId, version, status: { in: [...STANDING] } },
    data: { status: 'CANCELLED', version: { increment: 1 }, updatedAt: now },
  });
  if (count === 1) return { id, version: version + 1 };
  const current = await db.targetOrder.findFirst({ where: { id, accountId: user.accountId }, select: { version: true, status: true } });
  if (!current) throw new AppError('not_found');
  if (current.version !== version) throw new AppError('conflict', 'target_order_changed_elsewhere', { version: current.version });
  throw new AppError('conflict', 'target_order_closed', { status: current.status });
}
