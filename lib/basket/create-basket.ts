import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { agreedPaymentTermId, checkItemChoices } from './check-item-choices';
import { reservePrice } from './reserve-price';
import type { CreateBasketInput } from './schemas';

/**
 * Puts an offer in a new basket and reserves its current price for this buyer (design 6). The
 * item takes the seller's agreed payment term unless the buyer chose one.
 */
export async function createBasket(user: SessionUser, input: CreateBasketInput, now = new Date()) {
  const offer = await db.offer.findUnique({ where: { id: input.offerId } });
  if (!offer) throw new AppError('trading', 'offer_no_longer_available');
  // Visibility first: an offer the buyer's market does not show answers like an unknown one.
  const reserved = await reservePrice(user, offer, now);
  await checkItemChoices(user, offer, input, true);
  const basket = await db.basket.create({
    data: {
      buyerAccountId: user.accountId,
      userId: user.userId,
      expiresAt: reserved.expiresAt,
      items: {
        create: {
          offerId: offer.id,
          quantity: input.quantity,
          unitCount: input.unitCount,
          reservedPrice: reserved.price,
          windowId: reserved.windowId,
          paymentTermId: input.paymentTermId ?? (await agreedPaymentTermId(user.accountId, offer.sellerAccountId)),
          liftingPeriodId: input.liftingPeriodId ?? offer.liftingPeriodId,
          deliveryLocationId: input.deliveryLocationId ?? null,
        },
      },
    },
  });
  return { _id: basket.id, expiresAt: basket.expiresAt.toISOString(), currentTime: now.toISOString() };
}
