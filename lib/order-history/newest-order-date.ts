import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { baseWhere, historyBase } from './scope';

/** The creation time of the caller's newest order, polled by the orders screen to know when to refresh. */
export async function newestOrderDate(user: SessionUser) {
  const newest = await db.order.findFirst({
    where: baseWhere(await historyBase(user, undefined), []),
    orderBy: { created: 'desc' },
    select: { created: true },
  });
  return { date: newest?.created.toISOString() ?? null };
}
