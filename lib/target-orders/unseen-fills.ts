import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';

/** The menu badge of the target orders: the account's fills nobody of the company has seen on the screen yet. */
export async function countUnseenFills(user: SessionUser): Promise<{ count: number }> {
  return { count: await db.targetOrderFill.count({ where: { seenAt: null, targetOrder: { accountId: user.accountId } } }) };
}

/**
 * The screen showed these fills (named by their orders): they leave the badge for every user of
 * the company. Only the fills shown, so a fill that came in meanwhile still counts until it is.
 */
export async function markFillsSeen(user: SessionUser, orderIds: number[], now = new Date()): Promise<{ count: number }> {
  await db.targetOrderFill.updateMany({
    where: { orderId: { in: orderIds }, seenAt: null, targetOrder: { accountId: user.accountId } },
    data: { seenAt: now },
  });
  return countUnseenFills(user);
}
