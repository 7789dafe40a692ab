import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { resolveUserId } from './resolve-user-id';
import { TEAM_USER_SELECT, toTeamUserDto } from './to-team-user-dto';

/** GET /api/user/{id}: the profile fields of platform-shell 3 for the form (-1 = the caller). */
export async function getUserProfile(session: SessionUser, id: number) {
  const { userId } = resolveUserId(session, id);
  const row = await db.user.findFirst({ where: { id: userId, accountId: session.accountId }, select: TEAM_USER_SELECT });
  if (!row) throw new AppError('not_found');
  return toTeamUserDto(row);
}
