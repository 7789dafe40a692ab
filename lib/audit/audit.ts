import type { Tx } from '@/lib/db';
import { db } from '@/lib/db';
import type { AuditEvent } from './events';

export type { AuditEvent };

/** Records a security event; pass the transaction client when the event belongs to a write. */
export async function audit(
  event: AuditEvent,
  who: { userId?: number; accountId?: number; ip?: string },
  detail: Record<string, unknown> = {},
  client: Tx | typeof db = db,
) {
  await client.auditLog.create({ data: { event, userId: who.userId, accountId: who.accountId, ip: who.ip, detail: detail as object } });
}
