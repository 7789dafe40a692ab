import { lockRelationships } from '@/lib/basket/lock-order';
import { sqlOf } from '@/lib/db-transaction';
import type { Tx } from '@/lib/db';
import { RELATIONSHIP_INCLUDE } from './relationship-record';

/**
 * The pair's relationship, locked for a change as checkout locks it (lib/basket/lock-order step
 * 3), then read with what its answer, mails and audit entry need; null when the pair has none.
 */
export async function lockRelationship(tx: Tx, buyerAccountId: number, sellerAccountId: number) {
  const [locked] = await lockRelationships(sqlOf(tx), buyerAccountId, [sellerAccountId]);
  if (!locked) return null;
  return tx.relationship.findUniqueOrThrow({
    where: { buyerAccountId_sellerAccountId: { buyerAccountId, sellerAccountId } },
    include: RELATIONSHIP_INCLUDE,
  });
}
