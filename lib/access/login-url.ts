/** The query flag that makes the login page say that the session ended, rather than show the bare form. */
export const SESSION_ENDED_PARAM = 'expired';

/** The login page's address: after it, back to `callbackUrl`; `ended` when a session existed and ended (expired, blocked, password changed). */
export function loginUrl({ callbackUrl, ended }: { callbackUrl?: string; ended?: boolean } = {}): string {
  const query = new URLSearchParams();
  if (callbackUrl) query.set('callbackUrl', callbackUrl);
  if (ended) query.set(SESSION_ENDED_PARAM, '1');
  const search = query.toString();
  return search ? `/login?${search}` : '/login';
}
