import { AppError } from '@/lib/api/errors';
import { audit } from '@/lib/audit/audit';
import type { SessionUser } from '@/lib/auth/session-user';
import { db, type Tx } from '@/lib/db';
import { checkRelationshipReferences } from './check-relationship-references';
import { changedTerms } from './domain/changed-terms';
import { creditLimitChange } from './domain/credit-limit-change';
import { lockRelationship } from './lock-relationship';
import { mailRelationshipManagers } from './relationship-mail';
import { decisionBy, RELATIONSHIP_INCLUDE, relationshipDto, relationshipState, type RelationshipRow } from './relationship-record';
import type { UpdateRelationship } from './schemas';

/** What the seller sets up for a buyer, besides the status and its message. */
const TERM_FIELDS = [
  'creditLimitOption',
  'creditLimit',
  'creditDays',
  'allTerminals',
  'terminalIds',
  'allProducts',
  'productIds',
  'additivesEnabled',
  'paymentTermId',
] as const satisfies readonly (keyof UpdateRelationship)[];

/**
 * PUT /api/relationships/{id} (trading-domain 3, 4; design 10): the seller answers a buyer's
 * request (ENABLED, IN_PROCESSING, DISABLED; a relationship the buyer ended stays DISABLED and
 * takes no terms: 409 'relationship_cancelled_by_buyer'), kept with who decided when and the
 * message, and sets the terms: credit limit (a switch to API or CSV keeps the amount in force
 * until they send one, creditLimitChange), credit days per product, released terminals and
 * products, additives, payment term. Lists sent replace the stored ones; fields not sent stay. The edit names the
 * version it was loaded at: if a colleague saved meanwhile, 409 'relationship_edited_elsewhere'
 * with the current relationship, as pricing rules answer. Under the row's lock the change, the
 * buyer's mail (a new status, or new terms of an enabled relationship, with the seller's optional
 * message) and the audit entry (before, after) are one transaction. The market and checkout read
 * relationships on every request, so a change counts at once.
 */
export async function updateRelationship(user: SessionUser, id: number, input: UpdateRelationship, ip: string) {
  const found = await db.relationship.findFirst({ where: { id, sellerAccountId: user.accountId }, select: { buyerAccountId: true } });
  if (!found) throw new AppError('not_found', 'relationship_not_found');
  await checkRelationshipReferences(user.platformId, input);

  return db.$transaction(async (tx) => {
    const before = (await lockRelationship(tx, found.buyerAccountId, user.accountId))!;
    // Only the buyer's new request revives what the buyer ended (design 10), and that request
    // drops the terms (resetRelationship): terms set meanwhile would vanish unseen. Its version is no matter.
    if (before.disabledBy === 'BUYER' && ((input.status && input.status !== 'DISABLED') || TERM_FIELDS.some((field) => input[field] !== undefined))) {
      throw new AppError('conflict', 'relationship_cancelled_by_buyer');
    }
    if (before.version !== input.version) {
      throw new AppError('conflict', 'relationship_edited_elsewhere', { relationship: relationshipDto(before, 'buyer', true) });
    }
    // A decision is a new status; the same one again changes no more than the terms sent with it.
    const decision = input.status !== before.status ? input.status : undefined;
    await tx.relationship.update({
      where: { id },
      data: {
        ...(decision && { status: decision, disabledBy: decision === 'DISABLED' ? 'SELLER' : null, ...decisionBy(user, input.message) }),
        ...creditLimitColumns(before, input),
        allTerminals: input.allTerminals,
        allProducts: input.allProducts,
        additivesEnabled: input.additivesEnabled,
        paymentTermId: input.paymentTermId,
        version: { increment: 1 },
      },
    });
    await replaceLists(tx, id, input);
    const after = await tx.relationship.findUniqueOrThrow({ where: { id }, include: RELATIONSHIP_INCLUDE });
    await mailBuyer(tx, before, after, decision, input.message);
    await audit(
      'relationship_updated',
      { userId: user.userId, accountId: user.accountId, ip },
      { relationshipId: id, before: relationshipState(before), after: relationshipState(after) },
      tx,
    );
    return { relationship: relationshipDto(after, 'buyer', true) };
  });
}

/** The credit limit columns after the edit; unchanged when the edit names neither option nor amount. */
function creditLimitColumns(before: RelationshipRow, input: UpdateRelationship) {
  if (input.creditLimitOption === undefined && input.creditLimit === undefined) return {};
  const after = creditLimitChange(
    { option: before.creditLimitOption, limit: before.creditLimit?.toFixed(2) ?? null, source: before.creditLimitSource },
    { option: input.creditLimitOption, limit: input.creditLimit },
  );
  return { creditLimitOption: after.option, creditLimit: after.limit, creditLimitSource: after.source };
}

/** One mail per save: a new status says what the buyer does next; new terms count from its next order. */
async function mailBuyer(tx: Tx, before: RelationshipRow, after: RelationshipRow, decision: UpdateRelationship['status'], message = '') {
  const sellerName = after.seller.name;
  if (decision) {
    await mailRelationshipManagers(tx, after.buyerAccountId, 'relationship_status', { sellerName, from: before.status, status: decision, message });
    return;
  }
  const terms = changedTerms(relationshipState(before), relationshipState(after));
  if (after.status === 'ENABLED' && terms.length) {
    await mailRelationshipManagers(tx, after.buyerAccountId, 'relationship_terms_changed', { sellerName, terms, message });
  }
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
