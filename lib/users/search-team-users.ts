import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { DELETED_STATUS } from './schemas';
import { TEAM_USER_SELECT, toTeamUserDto } from './to-team-user-dto';

/** GET /api/user/search: the users of the admin's own account, a page at a time. */
export async function searchTeamUsers(session: SessionUser, query: { page: number; limit: number; removeLoggedInUser?: 'REMOVE' }) {
  const where = {
    accountId: session.accountId,
    statusId: { not: DELETED_STATUS },
    ...(query.removeLoggedInUser === 'REMOVE' && { id: { not: session.userId } }),
  };
  const [rows, total] = await Promise.all([
    db.user.findMany({
      where,
      select: TEAM_USER_SELECT,
      orderBy: [{ lastName: 'asc' }, { firstName: 'asc' }, { id: 'asc' }],
      skip: (query.page - 1) * query.limit,
      take: query.limit,
    }),
    db.user.count({ where }),
  ]);
  return { docs: rows.map(toTeamUserDto), total, page: query.page, limit: query.limit };
}
