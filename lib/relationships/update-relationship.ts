import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { db, type Tx } from '@/lib/db';
import { checkRelationshipReferences } from './check-relationship-references';
import { mailRelationshipManagers } from './relationship-mail';
import { RELATIONSHIP_INCLUDE, relationshipDto } from './relationship-record';
import type { UpdateRelationship } from './schemas';

/**
 * PUT /api/relationships/{id} (trading-domain 3, 4; design 10): the seller answers a buyer's
 * request (ENABLED, IN_PROCESSING, DISABLED; a change of status mails the buyer with the optional
 * message) and sets the terms: credit limit, credit days per product, released terminals and
 * products, additives, payment term. Lists sent replace the stored ones; fields not sent stay.
 * The edit names the version it was loaded at: if a colleague saved meanwhile, 409
 * 'relationship_edited_elsewhere' with the current relationship, as pricing rules answer.
 * The market and checkout read relationships on every request, so a change counts at once.
 */
export async function updateRelationship(user: SessionUser, id: number, input: UpdateRelationship) {
  const current = await db.relationship.findFirst({ where: { id, sellerAccountId: user.accountId }, include: RELATIONSHIP_INCLUDE });
  if (!current) throw new AppError('not_found', 'relationship_not_found');
  const conflict = async () => {
    const row = await db.relationship.findUniqueOrThrow({ where: { id }, include: RELATIONSHIP_INCLUDE });
    return new AppError('conflict', 'relationship_edited_elsewhere', { relationship: relationshipDto(row, 'buyer', true) });
  };
  if (current.version !== input.version) throw await conflict();
  await checkRelationshipReferences(user.platformId, input);

  const statusChanged = input.status !== undefined && input.status !== current.status;
  const saved = await db.$transaction(async (tx) => {
    // Only if nobody saved between our read and this write.
    const { count } = await tx.relationship.updateMany({
      where: { id, sellerAccountId: user.accountId, version: input.version },
      data: {
        status: input.status,
        creditLimitOption: input.creditLimitOption,
        // No limit, or one another system sets: a manual amount left behind would mislead.
        creditLimit: input.creditLimitOption === 'NONE' ? null : input.creditLimit,
        allTerminals: input.allTerminals,
        allProducts: input.allProducts,
        additivesEnabled: input.additivesEnabled,
        paymentTermId: input.paymentTermId,
        version: { increment: 1 },
      },
    });
    if (count === 0) return false;
    await replaceLists(tx, id, input);
    if (statusChanged) {
      await mailRelationshipManagers(tx, current.buyerAccountId, 'relationship_status', {
        sellerName: current.seller.name,
        status: input.status!,
        message: input.message ?? '',
      });
    }
    return true;
  });
  if (!saved) throw await conflict();
  const row = await db.relationship.findUniqueOrThrow({ where: { id }, include: RELATIONSHIP_INCLUDE });
  return { relationship: relationshipDto(row, 'buyer', true) };
}

async function replaceLists(tx: Tx, relationshipId: number, input: UpdateRelationship) {
  if (input.creditDays) {
    await tx.relationshipCreditDays.deleteMany({ where: { relationshipId } });
    await tx.relationshipCreditDays.createMany({ data: input.creditDays.map((c) => ({ relationshipId, productId: c.productId, days: c.days })) });
  }
  if (input.terminalIds) {
    await tx.relationshipTerminal.deleteMany({ where: { relationshipId } });
    await tx.relationshipTerminal.createMany({ data: [...new Set(input.terminalIds)].map((terminalId) => ({ relationshipId, terminalId })) });
  }
  if (input.productIds) {
    await tx.relationshipProduct.deleteMany({ where: { relationshipId } });
    await tx.relationshipProduct.createMany({ data: [...new Set(input.productIds)].map((productId) => ({ relationshipId, productId })) });
  }
}
