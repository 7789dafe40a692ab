/** Why a login was refused; each is a message key on the login screen. */
export const LOGIN_REFUSALS = [
  'login_failed',
  'login_locked',
  'login_blocked',
  'code_required',
  'code_invalid',
  'email_format_required',
  'too_many_requests',
  'try_again_later',
] as const;

export type LoginRefusal = (typeof LOGIN_REFUSALS)[number];

const isRefusal = (key: string): key is LoginRefusal => (LOGIN_REFUSALS as readonly string[]).includes(key);

/**
 * next-auth hands a refusal to the browser as one text, the `error` of its answer's URL: the
 * message key, and after "@" the end of a lock.
 */
export const refusalMessage = (refusal: { reason: LoginRefusal; lockedUntil?: Date }): string =>
  refusal.lockedUntil ? `${refusal.reason}@${refusal.lockedUntil.toISOString()}` : refusal.reason;

/** The refusal in next-auth's `error`; null when it is none of ours (then it may be any internal text). */
export function parseRefusal(message: string): { reason: LoginRefusal; until?: string } | null {
  const [reason, until] = message.split('@');
  if (!isRefusal(reason)) return null;
  return until ? { reason, until } : { reason };
}
