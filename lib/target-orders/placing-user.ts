import { ROLES } from '@/lib/access/routes';
import { sessionUserNow } from '@/lib/auth/load-session-user';
import type { SessionUser } from '@/lib/auth/session-user';

/**
 * The user who placed a target order, as checkout sees a signed-in buyer: a fill buys in its name.
 * Null when it may no longer buy (no longer active, its company blocked, the purchase right taken
 * away): then nothing fills until the buyer resumes the order as someone who may.
 */
export async function placingUser(userId: number): Promise<SessionUser | null> {
  const user = await sessionUserNow(userId);
  if (!user || !user.roles.includes(ROLES.purchase)) return null;
  // Terms were accepted when the order was placed through the screen that requires them.
  return { ...user, gtcAccepted: true };
}
