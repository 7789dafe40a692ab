import { AppError } from '@/lib/api/errors';
import { audit } from '@/lib/audit/audit';
import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { lockRelationship } from './lock-relationship';
import { mailRelationshipManagers } from './relationship-mail';
import { decisionBy, relationshipDto, relationshipState } from './relationship-record';
import { resetRelationship } from './reset-relationship';

/**
 * DELETE /api/relationships/{id} (design 10): the buyer cancels its own relationship at any time;
 * it becomes DISABLED by the buyer, so the market stops showing the seller's offers and checkout
 * refuses them at the next request. The seller's terms are dropped and the seller cannot enable it
 * again: only a new request by the buyer revives it, and the seller sets it up anew. The seller's
 * relationship managers are mailed (unless it was DISABLED already) and the audit log keeps the
 * change. Another company's relationship is a plain 404.
 */
export async function cancelRelationship(user: SessionUser, id: number, ip: string) {
  const found = await db.relationship.findFirst({ where: { id, buyerAccountId: user.accountId }, select: { sellerAccountId: true } });
  if (!found) throw new AppError('not_found', 'relationship_not_found');
  return db.$transaction(async (tx) => {
    const before = (await lockRelationship(tx, user.accountId, found.sellerAccountId))!;
    const after = await resetRelationship(tx, id, { status: 'DISABLED', disabledBy: 'BUYER', ...decisionBy(user) });
    if (before.status !== 'DISABLED') {
      await mailRelationshipManagers(tx, found.sellerAccountId, 'relationship_cancelled', { buyerName: user.accountName });
    }
    await audit(
      'relationship_cancelled',
      { userId: user.userId, accountId: user.accountId, ip },
      { relationshipId: id, before: relationshipState(before), after: relationshipState(after) },
      tx,
    );
    return { relationship: relationshipDto(after, 'seller', true) };
  });
}
