import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { lockOpenBasket } from './lock-open-basket';

/**
 * DELETE /api/baskets/{basketId}/items/{itemId}: takes an item out of an open basket of the
 * caller, under the basket's lock, so a checkout orders the basket with it or without it, never
 * half. The last item may go too: an empty basket is refused at checkout (basket_empty).
 */
export async function removeBasketItem(user: SessionUser, basketId: string, itemId: number) {
  return db.$transaction(async (tx) => {
    await lockOpenBasket(tx, user.accountId, basketId);
    const { count } = await tx.basketItem.deleteMany({ where: { id: itemId, basketId } });
    if (count === 0) throw new AppError('not_found');
    return { success: true };
  });
}
