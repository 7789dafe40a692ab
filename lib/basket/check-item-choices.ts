import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { db, sql } from '@/lib/db';

export interface ItemChoices {
  unitCount?: number;
  paymentTermId?: number | null;
  liftingPeriodId?: number | null;
  deliveryLocationId?: number | null;
}

const invalid = (field: keyof ItemChoices) => new AppError('validation', 'validation_failed', undefined, { [field]: 'invalid_value' });

/**
 * The buyer's choices for a basket item, before anything is written: a delivery address of the
 * caller's own account, a lifting period and payment term that exist, the seller's agreed payment
 * term where there is one, and for an additive a whole number of units within the product's range
 * (trading-domain 5). `creating` also asks an additive for its unit count. Answers the seller's
 * agreed payment term (null: the buyer chooses), which binds every order between them, and the
 * account's delivery address when it has only one, which a new item starts with. For an
 * anonymous offer a term sent is not compared with the agreed one, which binds all the same: a
 * refusal of every other term would tell the buyer the agreed term and so who sells.
 */
export async function checkItemChoices(
  user: SessionUser,
  offer: { productId: number; sellerAccountId: number; anonymous: boolean },
  choices: ItemChoices,
  creating: boolean,
) {
  const { deliveryLocationId, paymentTermId, liftingPeriodId, unitCount } = choices;
  // The product's unit range, the agreed term and the only address in one statement: every basket needs them.
  const [product] = await sql<{
    type: string;
    minUnits: number | null;
    maxUnits: number | null;
    agreedPaymentTermId: number | null;
    onlyAddressId: number | null;
  }>`
    SELECT p."type", p."minUnits", p."maxUnits",
           (SELECT r."paymentTermId" FROM "Relationship" r WHERE r."buyerAccountId" = ${user.accountId} AND r."sellerAccountId" = ${offer.sellerAccountId}) AS "agreedPaymentTermId",
           (SELECT min(d."id") FROM "DeliveryLocation" d WHERE d."accountId" = ${user.accountId} HAVING count(*) = 1) AS "onlyAddressId"
    FROM "Product" p WHERE p."id" = ${offer.productId}`;
  if (deliveryLocationId && !(await db.deliveryLocation.findFirst({ where: { id: deliveryLocationId, accountId: user.accountId }, select: { id: true } }))) {
    throw invalid('deliveryLocationId');
  }
  if (liftingPeriodId && !(await db.liftingPeriod.findUnique({ where: { id: liftingPeriodId }, select: { id: true } }))) throw invalid('liftingPeriodId');
  const agreed = product.agreedPaymentTermId;
  if (paymentTermId !== undefined && !(offer.anonymous && agreed !== null)) {
    if (
      agreed !== null
        ? paymentTermId !== agreed
        : paymentTermId !== null && !(await db.paymentTerm.findUnique({ where: { id: paymentTermId }, select: { id: true } }))
    ) {
      throw invalid('paymentTermId');
    }
  }
  const choicesChecked = { agreedPaymentTermId: agreed, onlyAddressId: product.onlyAddressId };
  if (product.type !== 'ADDITIVE' || (unitCount === undefined && !creating)) return choicesChecked;
  const { minUnits, maxUnits } = product;
  if (unitCount === undefined || (minUnits !== null && unitCount < minUnits) || (maxUnits !== null && unitCount > maxUnits)) {
    throw new AppError('validation', 'unit_count_out_of_range', { min: minUnits ?? 1, max: maxUnits ?? '∞' }, { unitCount: 'unit_count_out_of_range' });
  }
  return choicesChecked;
}
