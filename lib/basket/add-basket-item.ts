import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { checkItemChoices } from './check-item-choices';
import { lockOpenBasket } from './lock-open-basket';
import { reserveItem } from './reserve-item';
import type { CreateBasketInput } from './schemas';

/** Enough for a day's buying across sellers; a checkout locks every item's offer and seller. */
export const MAX_BASKET_ITEMS = 20;

/**
 * POST /api/baskets/{basketId}/items: puts another offer, of any seller, in an open basket of
 * the caller's account, reserved as the first one was (./create-basket.ts): its price now, the
 * seller's agreed payment term, the account's only delivery address, the offer's lifting period.
 * The basket keeps one reservation: the new price holds until the basket's runs out, and a
 * repricing renews every item's. The item is written under the basket's lock (step 2 of
 * ./lock-order.ts), so it is never added to a basket a checkout has just ordered. One checkout
 * then places every item or none.
 */
export async function addBasketItem(user: SessionUser, basketId: string, input: CreateBasketInput, now = new Date()) {
  const basket = await db.basket.findFirst({ where: { id: basketId, buyerAccountId: user.accountId }, select: { status: true } });
  if (!basket) throw new AppError('not_found');
  if (basket.status !== 'OPEN') throw new AppError('conflict', 'basket_already_ordered');
  // Visibility first: an offer the buyer's market does not show answers like an unknown one.
  const { offer, containers, ...reserved } = await reserveItem(user, input, now);
  const { agreedPaymentTermId, onlyAddressId } = await checkItemChoices(user, offer, input);
  return db.$transaction(async (tx) => {
    const locked = await lockOpenBasket(tx, user.accountId, basketId);
    if ((await tx.basketItem.count({ where: { basketId } })) >= MAX_BASKET_ITEMS) throw new AppError('conflict', 'basket_full', { max: MAX_BASKET_ITEMS });
    const item = await tx.basketItem.create({
      data: {
        basketId,
        offerId: offer.id,
        // Containers were checked against the offer's own range; the quantity is their cbm. A fuel has no count.
        quantity: reserved.quantity?.toFixed() ?? input.quantity,
        unitCount: containers ? input.unitCount : null,
        reservedPrice: reserved.price.toFixed(),
        windowId: reserved.windowId,
        paymentTermId: agreedPaymentTermId ?? input.paymentTermId ?? null,
        liftingPeriodId: input.liftingPeriodId ?? offer.liftingPeriodId,
        deliveryLocationId: input.deliveryLocationId ?? onlyAddressId,
        offerTermsVersion: offer.termsVersion,
        priceAdjustment: reserved.priceAdjustment,
      },
      select: { id: true },
    });
    return { _id: basketId, itemId: item.id, expiresAt: locked.expiresAt.toISOString(), currentTime: now.toISOString() };
  });
}
