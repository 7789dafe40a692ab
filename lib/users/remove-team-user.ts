import { AppError } from '@/lib/api/errors';
import { audit } from '@/lib/audit/audit';
import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { anonymiseUser, unknowablePasswordHash } from './anonymise-user';
import { DELETED_STATUS } from './schemas';

/**
 * DELETE /api/user/{id} (issue: the shell): a company admin removes a member of its own team. Not
 * oneself (409), only the own account's users (404 for anyone else's); the removed user cannot
 * log in, and its past orders keep its name.
 */
export async function removeTeamUser(admin: SessionUser, id: number, ip: string) {
  if (!admin.isAdmin) throw new AppError('forbidden', 'admin_required');
  if (id === -1 || id === admin.userId) throw new AppError('conflict', 'own_user_not_deletable');
  const passwordHash = await unknowablePasswordHash();
  await db.$transaction(async (tx) => {
    const member = await tx.user.findFirst({
      where: { id, accountId: admin.accountId, statusId: { not: DELETED_STATUS } },
      select: { id: true, firstName: true, lastName: true },
    });
    if (!member) throw new AppError('not_found', 'user_not_found');
    await anonymiseUser(tx, id, passwordHash);
    await audit(
      'user_deleted',
      { userId: admin.userId, accountId: admin.accountId, ip },
      { targetUserId: id, name: `${member.firstName} ${member.lastName}` },
      tx,
    );
  });
  return { success: true };
}
