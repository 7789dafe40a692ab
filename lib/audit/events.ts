/** What the operator does to company accounts, their users and the catalogue (design 11, 14), each with before and after. */
export const OPERATOR_EVENTS = [
  'operator_account_created',
  'operator_account_updated',
  'operator_account_deleted',
  'operator_user_created',
  'operator_user_updated',
  'operator_roles_granted',
  'operator_user_deleted',
  'operator_welcome_resent',
  'operator_catalogue_created',
  'operator_catalogue_updated',
] as const;
export type OperatorEvent = (typeof OPERATOR_EVENTS)[number];

export const isOperatorEvent = (event: string): event is OperatorEvent => (OPERATOR_EVENTS as readonly string[]).includes(event);

/** Every event the audit log records; the operator's audit screen filters by them and names each in words. */
export const AUDIT_EVENTS = [
  'login_succeeded',
  'login_failed',
  'user_locked',
  'email_change_requested',
  'email_changed',
  'one_time_code_sent',
  'password_reset_requested',
  'password_reset',
  'password_changed',
  /** A user's own switch, and a company admin's requirement for the whole company. */
  'two_factor_changed',
  'two_factor_requirement_changed',
  'logout',
  'user_created',
  'user_updated',
  'user_blocked',
  'user_deleted',
  'terms_accepted',
  /** Kept so an edit of a rule a colleague deleted can say so (409) instead of "unknown" (404). */
  'pricing_rule_deleted',
  'order_status_changed',
  ...OPERATOR_EVENTS,
  'upload_applied',
  'api_token_created',
  'api_token_revoked',
  'credit_limits_set_by_api',
  /** Each with the relationship's state before and after (lib/relationships). */
  'relationship_requested',
  'relationship_updated',
  'relationship_cancelled',
] as const;
export type AuditEvent = (typeof AUDIT_EVENTS)[number];
