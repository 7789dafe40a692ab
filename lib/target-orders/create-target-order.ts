import type { SessionUser } from '@/lib/auth/session-user';
import { db, type Client } from '@/lib/db';
import { checkTargetOrder } from './check-target-order';
import type { TargetOrderInput } from './schemas';

/** POST /api/target-orders: a buyer's new target order, OPEN; account and user come from the session, never the body. */
export async function createTargetOrder(user: SessionUser, input: TargetOrderInput, now: Date, client: Client = db) {
  const fields = await checkTargetOrder(user, input, now, client);
  const row = await client.targetOrder.create({
    data: { ...fields, accountId: user.accountId, userId: user.userId, createdAt: now },
    select: { id: true, version: true },
  });
  return { id: row.id, version: row.version };
}
