import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import type { UpdateBasketItemInput } from './schemas';

/** Changes quantity, payment term, lifting period or delivery address of an item of an open basket of the caller. */
export async function updateBasketItem(user: SessionUser, basketId: string, itemId: number, input: UpdateBasketItemInput) {
  const item = await db.basketItem.findFirst({ where: { id: itemId, basket: { id: basketId, buyerAccountId: user.accountId } }, include: { basket: true } });
  if (!item) throw new AppError('not_found');
  if (item.basket.status !== 'OPEN') throw new AppError('conflict', 'basket_already_ordered');
  if (input.deliveryLocationId && !(await db.deliveryLocation.findFirst({ where: { id: input.deliveryLocationId, accountId: user.accountId } }))) {
    throw new AppError('validation', 'validation_failed', undefined, { deliveryLocationId: 'invalid_value' });
  }
  if (input.paymentTermId && !(await db.paymentTerm.findUnique({ where: { id: input.paymentTermId } }))) {
    throw new AppError('validation', 'validation_failed', undefined, { paymentTermId: 'invalid_value' });
  }
  if (input.unitCount !== undefined) await checkUnitCount(item.offerId, input.unitCount);
  await db.basketItem.update({ where: { id: item.id }, data: input });
  return { success: true };
}

/** trading-domain 5: an additive is ordered in whole units within the product's range. */
async function checkUnitCount(offerId: number, unitCount: number) {
  const { productId } = await db.offer.findUniqueOrThrow({ where: { id: offerId }, select: { productId: true } });
  const { type, minUnits, maxUnits } = await db.product.findUniqueOrThrow({ where: { id: productId }, select: { type: true, minUnits: true, maxUnits: true } });
  if (type !== 'ADDITIVE') return;
  if ((minUnits !== null && unitCount < minUnits) || (maxUnits !== null && unitCount > maxUnits)) {
    throw new AppError('validation', 'unit_count_out_of_range', { min: minUnits, max: maxUnits }, { unitCount: 'unit_count_out_of_range' });
  }
}
