import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { lockOpenBasket } from './lock-open-basket';
import { reserveItem } from './reserve-item';

/**
 * After the reservation ran out: every item gets the current price and the reservation starts
 * again. The prices are worked out first; the write re-checks under the basket lock that no
 * checkout ordered the basket meanwhile.
 */
export async function repriceBasket(user: SessionUser, basketId: string, now = new Date()) {
  const basket = await db.basket.findFirst({ where: { id: basketId, buyerAccountId: user.accountId }, include: { items: true } });
  if (!basket) throw new AppError('not_found');
  if (basket.status !== 'OPEN') throw new AppError('conflict', 'basket_already_ordered');
  const offers = new Map(basket.items.map((i) => [i.offerId, i]));
  const prices = await Promise.all([...offers].map(async ([offerId, item]) => [offerId, await reserveItem(user, item, now)] as const));
  const byOffer = new Map(prices);
  const expiresAt = prices[0]?.[1].expiresAt ?? now;
  await db.$transaction(async (tx) => {
    await lockOpenBasket(tx, user.accountId, basketId);
    for (const item of basket.items) {
      const reserved = byOffer.get(item.offerId)!;
      await tx.basketItem.update({
        where: { id: item.id },
        data: { reservedPrice: reserved.price, windowId: reserved.windowId, priceAdjustment: reserved.priceAdjustment },
      });
    }
    await tx.basket.update({ where: { id: basket.id }, data: { expiresAt } });
  });
  return { _id: basket.id, expiresAt: expiresAt.toISOString(), currentTime: now.toISOString() };
}
