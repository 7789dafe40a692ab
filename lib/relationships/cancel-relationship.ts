import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { RELATIONSHIP_INCLUDE, relationshipDto } from './relationship-record';

/**
 * DELETE /api/relationships/{id} (design 10): the buyer cancels its own relationship at any time;
 * it becomes DISABLED, so the market stops showing the seller's offers and checkout refuses them
 * at the next request. Another company's relationship is a plain 404.
 */
export async function cancelRelationship(user: SessionUser, id: number) {
  const row = await db.$transaction(async (tx) => {
    const { count } = await tx.relationship.updateMany({
      where: { id, buyerAccountId: user.accountId },
      data: { status: 'DISABLED', version: { increment: 1 } },
    });
    if (count === 0) throw new AppError('not_found', 'relationship_not_found');
    return tx.relationship.findUniqueOrThrow({ where: { id }, include: RELATIONSHIP_INCLUDE });
  });
  return { relationship: relationshipDto(row, 'seller', true) };
}
