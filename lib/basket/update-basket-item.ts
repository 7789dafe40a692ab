import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { checkItemChoices } from './check-item-choices';
import { lockOpenBasket } from './lock-open-basket';
import type { UpdateBasketItemInput } from './schemas';

/** Changes quantity, payment term, lifting period or delivery address of an item of an open basket of the caller. */
export async function updateBasketItem(user: SessionUser, basketId: string, itemId: number, input: UpdateBasketItemInput) {
  const item = await db.basketItem.findFirst({ where: { id: itemId, basket: { id: basketId, buyerAccountId: user.accountId } }, include: { basket: true } });
  if (!item) throw new AppError('not_found');
  if (item.basket.status !== 'OPEN') throw new AppError('conflict', 'basket_already_ordered');
  const offer = await db.offer.findUniqueOrThrow({ where: { id: item.offerId }, select: { productId: true, sellerAccountId: true } });
  await checkItemChoices(user, offer, input, false);
  await db.$transaction(async (tx) => {
    await lockOpenBasket(tx, user.accountId, basketId);
    await tx.basketItem.update({ where: { id: item.id }, data: input });
  });
  return { success: true };
}
