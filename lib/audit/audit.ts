import type { Tx } from '@/lib/db';
import { db } from '@/lib/db';
import type { OperatorEvent } from './events';

export type AuditEvent =
  | 'login_succeeded'
  | 'login_failed'
  | 'user_locked'
  | 'email_change_requested'
  | 'email_changed'
  | 'one_time_code_sent'
  | 'password_reset_requested'
  | 'password_reset'
  | 'password_changed'
  /** A user's own switch, and a company admin's requirement for the whole company. */
  | 'two_factor_changed'
  | 'two_factor_requirement_changed'
  | 'logout'
  | 'user_created'
  | 'user_updated'
  | 'user_blocked'
  | 'user_deleted'
  | 'terms_accepted'
  /** Kept so an edit of a rule a colleague deleted can say so (409) instead of "unknown" (404). */
  | 'pricing_rule_deleted'
  | 'order_status_changed'
  | OperatorEvent
  | 'upload_applied'
  | 'api_token_created'
  | 'api_token_revoked'
  | 'credit_limits_set_by_api'
  /** Each with the relationship's state before and after (lib/relationships). */
  | 'relationship_requested'
  | 'relationship_updated'
  | 'relationship_cancelled';

/** Records a security event; pass the transaction client when the event belongs to a write. */
export async function audit(
  event: AuditEvent,
  who: { userId?: number; accountId?: number; ip?: string },
  detail: Record<string, unknown> = {},
  client: Tx | typeof db = db,
) {
  await client.auditLog.create({ data: { event, userId: who.userId, accountId: who.accountId, ip: who.ip, detail: detail as object } });
}
