import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { checkItemChoices } from './check-item-choices';
import { lockOpenBasket } from './lock-open-basket';
import type { UpdateBasketItemInput } from './schemas';

/**
 * Changes quantity, unit count, payment term, lifting period or delivery address of an item of an
 * open basket of the caller, under the basket's lock so no checkout orders it meanwhile.
 */
export async function updateBasketItem(user: SessionUser, basketId: string, itemId: number, input: UpdateBasketItemInput) {
  return db.$transaction(async (tx) => {
    await lockOpenBasket(tx, user.accountId, basketId);
    const item = await tx.basketItem.findFirst({ where: { id: itemId, basketId } });
    if (!item) throw new AppError('not_found');
    const offer = await tx.offer.findUniqueOrThrow({ where: { id: item.offerId }, select: { productId: true, sellerAccountId: true, anonymous: true } });
    const { agreedPaymentTermId } = await checkItemChoices(user, offer, input, false);
    // A term sent gives way to the seller's agreed one (checkItemChoices refused another unless the offer is anonymous).
    const agreed = input.paymentTermId !== undefined && agreedPaymentTermId !== null;
    await tx.basketItem.update({ where: { id: item.id }, data: { ...input, ...(agreed && { paymentTermId: agreedPaymentTermId }) } });
    return { success: true };
  });
}
