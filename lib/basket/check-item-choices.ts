import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';

export interface ItemChoices {
  unitCount?: number;
  paymentTermId?: number | null;
  liftingPeriodId?: number | null;
  deliveryLocationId?: number | null;
}

const invalid = (field: keyof ItemChoices) => new AppError('validation', 'validation_failed', undefined, { [field]: 'invalid_value' });

/** The payment term the seller agreed with the buyer, which binds every order between them (null: the buyer chooses). */
export async function agreedPaymentTermId(buyerAccountId: number, sellerAccountId: number): Promise<number | null> {
  const relationship = await db.relationship.findUnique({
    where: { buyerAccountId_sellerAccountId: { buyerAccountId, sellerAccountId } },
    select: { paymentTermId: true },
  });
  return relationship?.paymentTermId ?? null;
}

/**
 * The buyer's choices for a basket item, before anything is written: a delivery address of the
 * caller's own account, a lifting period and payment term that exist, the seller's agreed payment
 * term where there is one, and for an additive a whole number of units within the product's range
 * (trading-domain 5). `creating` also asks an additive for its unit count.
 */
export async function checkItemChoices(user: SessionUser, offer: { productId: number; sellerAccountId: number }, choices: ItemChoices, creating: boolean) {
  const { deliveryLocationId, paymentTermId, liftingPeriodId, unitCount } = choices;
  if (deliveryLocationId && !(await db.deliveryLocation.findFirst({ where: { id: deliveryLocationId, accountId: user.accountId }, select: { id: true } }))) {
    throw invalid('deliveryLocationId');
  }
  if (liftingPeriodId && !(await db.liftingPeriod.findUnique({ where: { id: liftingPeriodId }, select: { id: true } }))) throw invalid('liftingPeriodId');
  if (paymentTermId !== undefined) {
    const agreed = await agreedPaymentTermId(user.accountId, offer.sellerAccountId);
    if (agreed !== null ? paymentTermId !== agreed : paymentTermId !== null && !(await db.paymentTerm.findUnique({ where: { id: paymentTermId }, select: { id: true } }))) {
      throw invalid('paymentTermId');
    }
  }
  const product = await db.product.findUniqueOrThrow({ where: { id: offer.productId }, select: { type: true, minUnits: true, maxUnits: true } });
  if (product.type !== 'ADDITIVE' || (unitCount === undefined && !creating)) return;
  const { minUnits, maxUnits } = product;
  if (unitCount === undefined || (minUnits !== null && unitCount < minUnits) || (maxUnits !== null && unitCount > maxUnits)) {
    throw new AppError('validation', 'unit_count_out_of_range', { min: minUnits ?? 1, max: maxUnits ?? '∞' }, { unitCount: 'unit_count_out_of_range' });
  }
}
