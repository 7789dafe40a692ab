import { AppError } from '@/lib/api/errors';
import { audit } from '@/lib/audit/audit';
import type { SessionUser } from '@/lib/auth/session-user';
import { db, inTransaction, type Client } from '@/lib/db';
import { lockRelationship } from './lock-relationship';
import { mailRelationshipManagers } from './relationship-mail';
import { RELATIONSHIP_INCLUDE, relationshipDto, relationshipState } from './relationship-record';
import { resetRelationship } from './reset-relationship';
import type { RequestRelationship } from './schemas';

/**
 * POST /api/relationships (trading-domain 4, design 10): the buyer asks a seller of its platform
 * to trade. A first request creates the relationship NEW; one after a cancel or a decline makes it
 * NEW again with a new requested date and message, the seller's earlier terms and decision
 * dropped, so the seller must set it up again. A pending or enabled relationship is not requested
 * twice (409). The seller's relationship managers get a mail and the audit log the change, in the
 * same transaction (the Idempotency-Key's, when `client` is one).
 */
export async function requestRelationship(user: SessionUser, { sellerAccountId, message }: RequestRelationship, ip: string, client: Client = db) {
  const seller = await client.account.findFirst({
    where: { id: sellerAccountId, type: 'SELLER', platformId: user.platformId, blocked: false },
    select: { id: true, name: true },
  });
  if (!seller) throw new AppError('not_found', 'seller_not_found');

  return inTransaction(client, async (tx) => {
    // The pair's row is locked (or, if none, the insert below is the only one that can win).
    const before = await lockRelationship(tx, user.accountId, seller.id);
    if (before && before.status !== 'DISABLED') throw new AppError('conflict', 'relationship_already_requested');
    const requestMessage = message ?? null;
    const after = before
      ? await resetRelationship(tx, before.id, {
          status: 'NEW',
          requestedAt: new Date(),
          requestMessage,
          decidedAt: null,
          decidedByName: null,
          decisionMessage: null,
          disabledBy: null,
        })
      : await tx.relationship
          .create({ data: { buyerAccountId: user.accountId, sellerAccountId: seller.id, status: 'NEW', requestMessage }, include: RELATIONSHIP_INCLUDE })
          .catch((error: unknown) => {
            if ((error as { code?: string })?.code === 'P2002') throw new AppError('conflict', 'relationship_already_requested');
            throw error;
          });
    await mailRelationshipManagers(tx, seller.id, 'relationship_requested', { buyerName: user.accountName, message: message ?? '' });
    await audit(
      'relationship_requested',
      { userId: user.userId, accountId: user.accountId, ip },
      { relationshipId: after.id, before: before && relationshipState(before), after: relationshipState(after) },
      tx,
    );
    return { relationship: relationshipDto(after, 'seller', true) };
  });
}
