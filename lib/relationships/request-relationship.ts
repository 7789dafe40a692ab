import { AppError } from '@/lib/api/errors';
import { audit } from '@/lib/audit/audit';
import type { SessionUser } from '@/lib/auth/session-user';
import { db, inTransaction, type Client } from '@/lib/db';
import { lockRelationship } from './lock-relationship';
import { mailRelationshipManagers } from './relationship-mail';
import { RELATIONSHIP_INCLUDE, relationshipDto, relationshipState } from './relationship-record';
import type { RequestRelationship } from './schemas';

/** What the seller set up before a cancel; a new request starts from nothing (design 10). */
const FRESH_TERMS = {
  creditLimitOption: 'NONE',
  creditLimit: null,
  additivesEnabled: false,
  allTerminals: true,
  allProducts: true,
  paymentTermId: null,
} as const;

/**
 * POST /api/relationships (trading-domain 4, design 10): the buyer asks a seller of its platform
 * to trade. A first request creates the relationship NEW; one after a cancel or a decline makes it
 * NEW again with a new requested date and the seller's earlier terms dropped, so the seller must
 * set it up again. A pending or enabled relationship is not requested twice (409). The seller's
 * relationship managers get a mail and the audit log the change, in the same transaction (the
 * Idempotency-Key's, when `client` is one).
 */
export async function requestRelationship(user: SessionUser, { sellerAccountId, message }: RequestRelationship, ip: string, client: Client = db) {
  const seller = await db.account.findFirst({
    where: { id: sellerAccountId, type: 'SELLER', platformId: user.platformId, blocked: false },
    select: { id: true, name: true },
  });
  if (!seller) throw new AppError('not_found', 'seller_not_found');

  return inTransaction(client, async (tx) => {
    // The pair's row is locked (or, if none, the insert below is the only one that can win).
    const before = await lockRelationship(tx, user.accountId, seller.id);
    if (before && before.status !== 'DISABLED') throw new AppError('conflict', 'relationship_already_requested');
    let id: number;
    if (!before) {
      const created = await tx.relationship
        .create({ data: { buyerAccountId: user.accountId, sellerAccountId: seller.id, status: 'NEW' }, select: { id: true } })
        .catch((error: unknown) => {
          if ((error as { code?: string })?.code === 'P2002') throw new AppError('conflict', 'relationship_already_requested');
          throw error;
        });
      id = created.id;
    } else {
      id = before.id;
      await tx.relationshipCreditDays.deleteMany({ where: { relationshipId: id } });
      await tx.relationshipTerminal.deleteMany({ where: { relationshipId: id } });
      await tx.relationshipProduct.deleteMany({ where: { relationshipId: id } });
      await tx.relationship.update({ where: { id }, data: { ...FRESH_TERMS, status: 'NEW', requestedAt: new Date(), version: { increment: 1 } } });
    }
    const after = await tx.relationship.findUniqueOrThrow({ where: { id }, include: RELATIONSHIP_INCLUDE });
    await mailRelationshipManagers(tx, seller.id, 'relationship_requested', { buyerName: user.accountName, message: message ?? '' });
    await audit(
      'relationship_requested',
      { userId: user.userId, accountId: user.accountId, ip },
      { relationshipId: id, before: before && relationshipState(before), after: relationshipState(after) },
      tx,
    );
    return { relationship: relationshipDto(after, 'seller', true) };
  });
}
