import Decimal from 'decimal.js';
import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { brand } from '@/lib/env';
import { getCurrentWindow } from '@/lib/market-window/get-current-window';
import { priceOffers } from '@/lib/pricing/price-offers';
import type { CreateBasketInput } from './schemas';

/**
 * Puts an offer in a new basket and reserves its current price for the brand's reservation time
 * (design 6). The price is the engine's price for this buyer at the current market window.
 */
export async function createBasket(user: SessionUser, input: CreateBasketInput, now = new Date()) {
  const offer = await db.offer.findFirst({ where: { id: input.offerId, status: 'ACTIVE' } });
  if (!offer) throw new AppError('trading', 'offer_no_longer_available');
  const window = await getCurrentWindow(user.platformId, now);
  if (!window) throw new AppError('unavailable', 'market_window_unavailable');
  if (offer.priceType !== 'FIXED' && window.isClone) throw new AppError('trading', 'offer_no_longer_available');
  const account = await db.account.findUniqueOrThrow({ where: { id: user.accountId }, select: { priceAdjustment: true } });
  const priced = (
    await priceOffers([offer], {
      window,
      buyerAccountId: user.accountId,
      shareholderAdjustment: account.priceAdjustment ? new Decimal(account.priceAdjustment.toString()) : null,
    })
  ).get(offer.id);
  if (!priced?.ok) throw new AppError('trading', 'offer_no_longer_available');
  const basket = await db.basket.create({
    data: {
      buyerAccountId: user.accountId,
      userId: user.userId,
      expiresAt: new Date(now.getTime() + brand().reservationMinutes * 60_000),
      items: {
        create: {
          offerId: offer.id,
          quantity: input.quantity,
          unitCount: input.unitCount,
          reservedPrice: priced.price,
          windowId: window.id,
          paymentTermId: input.paymentTermId ?? null,
          liftingPeriodId: input.liftingPeriodId ?? null,
          deliveryLocationId: input.deliveryLocationId ?? null,
        },
      },
    },
    include: { items: true },
  });
  return basketDto(basket, now);
}

export function basketDto(
  basket: { id: string; status: string; expiresAt: Date; items: { offerId: number; quantity: { toString(): string }; unitCount: number | null; reservedPrice: { toString(): string }; paymentTermId: number | null; liftingPeriodId: number | null; deliveryLocationId: number | null }[] },
  now = new Date(),
) {
  return {
    _id: basket.id,
    status: basket.status,
    expiresAt: basket.expiresAt.toISOString(),
    currentTime: now.toISOString(),
    items: basket.items.map((item) => ({
      offerId: item.offerId,
      quantity: item.quantity.toString(),
      unitCount: item.unitCount,
      reservedPrice: item.reservedPrice.toString(),
      paymentTermId: item.paymentTermId,
      liftingPeriodId: item.liftingPeriodId,
      deliveryLocationId: item.deliveryLocationId,
    })),
  };
}
