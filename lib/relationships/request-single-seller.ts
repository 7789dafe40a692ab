import { audit } from '@/lib/audit/audit';
import type { Tx } from '@/lib/db';
import { mailRelationshipManagers } from './relationship-mail';
import { RELATIONSHIP_INCLUDE, relationshipState } from './relationship-record';

/**
 * Single-seller mode (the energy pool) hides the buyer's request flow: a buyer could never ask
 * the seller to trade, and its market would stay empty for good. So a new buyer account asks for
 * it at creation, as a buyer's own request would: a NEW relationship to the platform's seller
 * (every active one, should a pool have more), its relationship managers mailed, the request
 * audited; the seller then sets it up as usual on its buyer management. In the caller's
 * transaction: the account and its request exist together or not at all.
 */
export async function requestSingleSeller(tx: Tx, buyer: { accountId: number; name: string; platformId: string }, who: { userId: number; ip: string }) {
  const sellers = await tx.account.findMany({
    where: { platformId: buyer.platformId, type: 'SELLER', blocked: false },
    select: { id: true },
    orderBy: { id: 'asc' },
  });
  for (const seller of sellers) {
    const created = await tx.relationship.create({
      data: { buyerAccountId: buyer.accountId, sellerAccountId: seller.id, status: 'NEW' },
      include: RELATIONSHIP_INCLUDE,
    });
    await mailRelationshipManagers(tx, seller.id, 'relationship_requested', { buyerName: buyer.name, message: '' });
    await audit(
      'relationship_requested',
      { userId: who.userId, accountId: buyer.accountId, ip: who.ip },
      { relationshipId: created.id, before: null, after: relationshipState(created) },
      tx,
    );
  }
}
