import { AppError } from '@/lib/api/errors';
import type { Tx } from '@/lib/db';

/**
 * Locks a basket of the caller's account for the rest of the transaction and makes sure it is
 * still open. Checkout, item changes and repricing all go through here, so none of them can
 * change a basket another one has just ordered.
 */
export async function lockOpenBasket(tx: Tx, buyerAccountId: number, basketId: string) {
  const [basket] = await tx.$queryRaw<{ id: string; status: string; expiresAt: Date }[]>`
    SELECT "id", "status", "expiresAt" FROM "Basket" WHERE "id" = ${basketId} AND "buyerAccountId" = ${buyerAccountId} FOR UPDATE`;
  if (!basket) throw new AppError('not_found');
  if (basket.status !== 'OPEN') throw new AppError('conflict', 'basket_already_ordered');
  return basket;
}
