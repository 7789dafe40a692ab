import Decimal from 'decimal.js';
import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { reserveContainers } from '@/lib/additives/reserve-containers';
import { checkItemChoices } from './check-item-choices';
import { checkShareholderLimits } from './check-shareholder-limits';
import { lockOpenBasket } from './lock-open-basket';
import type { UpdateBasketItemInput } from './schemas';

/**
 * Changes quantity, unit count, payment term, lifting period or delivery address of an item of an
 * open basket of the caller, under the basket's lock so no checkout orders it meanwhile. A new
 * quantity meets a shareholder's purchase and credit limits at the reserved price.
 */
export async function updateBasketItem(user: SessionUser, basketId: string, itemId: number, input: UpdateBasketItemInput) {
  return db.$transaction(async (tx) => {
    await lockOpenBasket(tx, user.accountId, basketId);
    const item = await tx.basketItem.findFirst({ where: { id: itemId, basketId } });
    if (!item) throw new AppError('not_found');
    const offer = await tx.offer.findUniqueOrThrow({
      where: { id: item.offerId },
      select: { productId: true, sellerAccountId: true, anonymous: true, unitLitres: true },
    });
    const now = new Date();
    // Containers: the count is checked against the offer's range and stock, and the quantity follows it; a fuel has no count.
    const { unitCount, ...choices } = input;
    const containers = offer.unitLitres !== null && unitCount !== undefined ? await reserveContainers(user, item.offerId, unitCount, now) : null;
    const quantity = containers?.quantity ?? (offer.unitLitres === null && input.quantity !== undefined ? new Decimal(input.quantity) : null);
    if (quantity) {
      await checkShareholderLimits(
        user,
        { productId: offer.productId, quantity, price: new Decimal(item.reservedPrice.toString()), unitCount: containers ? unitCount! : null },
        now,
      );
    }
    const { agreedPaymentTermId } = await checkItemChoices(user, offer, input);
    // A term sent gives way to the seller's agreed one (checkItemChoices refused another unless the offer is anonymous).
    const agreed = input.paymentTermId !== undefined && agreedPaymentTermId !== null;
    await tx.basketItem.update({
      where: { id: item.id },
      // An item of containers takes its quantity from the count only.
      data: {
        ...choices,
        ...(offer.unitLitres !== null && { quantity: containers?.quantity.toFixed() ?? item.quantity }),
        ...(containers && { unitCount }),
        ...(agreed && { paymentTermId: agreedPaymentTermId }),
      },
    });
    return { success: true };
  });
}
