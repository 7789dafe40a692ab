/** What the operator does to company accounts and their users (design 11), each with before and after. */
export const OPERATOR_EVENTS = [
  'operator_account_created',
  'operator_account_updated',
  'operator_user_updated',
  'operator_roles_granted',
  'operator_user_deleted',
  'operator_welcome_resent',
] as const;
export type OperatorEvent = (typeof OPERATOR_EVENTS)[number];

export const isOperatorEvent = (event: string): event is OperatorEvent => (OPERATOR_EVENTS as readonly string[]).includes(event);
