import type { Prisma, Tx } from '@/lib/db';
import { RELATIONSHIP_INCLUDE } from './relationship-record';

/** What the seller sets up; the buyer's cancel and a new request drop it (design 10). */
const FRESH_TERMS = {
  creditLimitOption: 'NONE',
  creditLimit: null,
  creditLimitSource: null,
  additivesEnabled: false,
  allTerminals: true,
  allProducts: true,
  paymentTermId: null,
} as const;

/**
 * Drops the seller's terms and release lists of relationship `id` and writes `change` (the new
 * status and who set it) in the caller's transaction, under the row's lock; answers the row as
 * changed. A seller who is asked again sets the buyer up from nothing.
 */
export async function resetRelationship(tx: Tx, id: number, change: Prisma.RelationshipUpdateInput) {
  await tx.relationshipCreditDays.deleteMany({ where: { relationshipId: id } });
  await tx.relationshipTerminal.deleteMany({ where: { relationshipId: id } });
  await tx.relationshipProduct.deleteMany({ where: { relationshipId: id } });
  return tx.relationship.update({ where: { id }, data: { ...FRESH_TERMS, ...change, version: { increment: 1 } }, include: RELATIONSHIP_INCLUDE });
}
