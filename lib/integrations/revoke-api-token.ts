import { AppError } from '@/lib/api/errors';
import { audit } from '@/lib/audit/audit';
import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';

/** DELETE /api/integrations/tokens/{id}: the token answers 401 from its next call; another company's id is 404. */
export async function revokeApiToken(user: SessionUser, id: number, ip: string) {
  const count = await db.$transaction(async (tx) => {
    const revoked = await tx.sellerApiToken.updateMany({ where: { id, sellerAccountId: user.accountId, revokedAt: null }, data: { revokedAt: new Date() } });
    if (revoked.count) await audit('api_token_revoked', { userId: user.userId, accountId: user.accountId, ip }, { tokenId: id }, tx);
    return revoked.count;
  });
  if (count === 0 && !(await db.sellerApiToken.findFirst({ where: { id, sellerAccountId: user.accountId } })))
    throw new AppError('not_found', 'api_token_not_found');
  return { success: true };
}
