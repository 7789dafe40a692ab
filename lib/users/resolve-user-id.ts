import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';

/**
 * platform-shell 6: -1 (or the caller's own id) is the caller; another id is a team member and only
 * an admin may name one. Whether the id is in the caller's account is checked by the query that
 * uses it; both refusals are 404 so an id tells nothing about other companies.
 */
export function resolveUserId(session: SessionUser, id: number): { userId: number; teamMember: boolean } {
  if (id === -1 || id === session.userId) return { userId: session.userId, teamMember: false };
  if (!session.isAdmin) throw new AppError('not_found');
  return { userId: id, teamMember: true };
}
