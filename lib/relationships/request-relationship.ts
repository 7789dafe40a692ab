import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { mailRelationshipManagers } from './relationship-mail';
import { RELATIONSHIP_INCLUDE, relationshipDto } from './relationship-record';
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
 * relationship managers get a mail, in the same transaction.
 */
export async function requestRelationship(user: SessionUser, { sellerAccountId, message }: RequestRelationship) {
  const seller = await db.account.findFirst({
    where: { id: sellerAccountId, type: 'SELLER', platformId: user.platformId, blocked: false },
    select: { id: true, name: true },
  });
  if (!seller) throw new AppError('not_found', 'seller_not_found');

  const id = await db.$transaction(async (tx) => {
    // The pair's row is locked (or, if none, the insert below is the only one that can win).
    const [existing] = await tx.$queryRaw<{ id: number; status: string }[]>`
      SELECT "id", "status"::text AS "status" FROM "Relationship"
      WHERE "buyerAccountId" = ${user.accountId} AND "sellerAccountId" = ${seller.id}
      FOR UPDATE`;
    let relationshipId: number;
    if (!existing) {
      const created = await tx.relationship
        .create({ data: { buyerAccountId: user.accountId, sellerAccountId: seller.id, status: 'NEW' }, select: { id: true } })
        .catch((error: unknown) => {
          if ((error as { code?: string })?.code === 'P2002') throw new AppError('conflict', 'relationship_already_requested');
          throw error;
        });
      relationshipId = created.id;
    } else {
      if (existing.status !== 'DISABLED') throw new AppError('conflict', 'relationship_already_requested');
      await tx.relationshipCreditDays.deleteMany({ where: { relationshipId: existing.id } });
      await tx.relationshipTerminal.deleteMany({ where: { relationshipId: existing.id } });
      await tx.relationshipProduct.deleteMany({ where: { relationshipId: existing.id } });
      await tx.relationship.update({
        where: { id: existing.id },
        data: { ...FRESH_TERMS, status: 'NEW', requestedAt: new Date(), version: { increment: 1 } },
      });
      relationshipId = existing.id;
    }
    await mailRelationshipManagers(tx, seller.id, 'relationship_requested', { buyerName: user.accountName, message: message ?? '' });
    return relationshipId;
  });

  const row = await db.relationship.findUniqueOrThrow({ where: { id }, include: RELATIONSHIP_INCLUDE });
  return { relationship: relationshipDto(row, 'seller', true) };
}
