import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { sql } from '@/lib/db';
import { inTransaction, type TxSql } from '@/lib/db-transaction';
import { checkItemChoices } from './check-item-choices';
import { lockOpenBasket } from './lock-order';
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
 * then places every item or none. On `pg`, like the new basket (./create-basket.ts): the reads
 * go to the pool first, the writes through `write` (a keyed call's transaction) after them, so a
 * keyed call holds one connection at a time.
 */
export async function addBasketItem(user: SessionUser, basketId: string, input: CreateBasketInput, now = new Date(), write: TxSql = sql) {
  const [basket] = await sql<{ status: string }>`SELECT "status" FROM "Basket" WHERE "id" = ${basketId} AND "buyerAccountId" = ${user.accountId}`;
  if (!basket) throw new AppError('not_found');
  if (basket.status !== 'OPEN') throw new AppError('conflict', 'basket_already_ordered');
  // Visibility first: an offer the buyer's market does not show answers like an unknown one.
  const { offer, containers, ...reserved } = await reserveItem(user, input, now);
  const { agreedPaymentTermId, onlyAddressId } = await checkItemChoices(user, offer, input);
  // Every read is done: the writes hold the basket's lock, in the keyed call's transaction or in one of their own.
  const addItem = async (tx: TxSql) => {
    const locked = await lockOpenBasket(tx, user.accountId, basketId);
    const [{ count }] = await tx<{ count: number }>`SELECT count(*)::int AS "count" FROM "BasketItem" WHERE "basketId" = ${basketId}`;
    if (count >= MAX_BASKET_ITEMS) throw new AppError('conflict', 'basket_full', { max: MAX_BASKET_ITEMS });
    // Containers were checked against the offer's own range; the quantity is their cbm. A fuel has no count.
    const quantity = reserved.quantity?.toFixed() ?? input.quantity;
    const unitCount = containers ? input.unitCount : null;
    const [item] = await tx<{ id: number }>`
      INSERT INTO "BasketItem" ("basketId", "offerId", "quantity", "unitCount", "reservedPrice", "windowId", "paymentTermId", "liftingPeriodId", "deliveryLocationId", "offerTermsVersion", "priceAdjustment")
      VALUES (${basketId}, ${offer.id}, ${quantity}::numeric, ${unitCount}::int, ${reserved.price.toFixed()}::numeric, ${reserved.windowId},
              ${agreedPaymentTermId ?? input.paymentTermId ?? null}::int, ${input.liftingPeriodId ?? offer.liftingPeriodId}::int, ${input.deliveryLocationId ?? onlyAddressId}::int,
              ${offer.termsVersion}::int, ${reserved.priceAdjustment}::numeric)
      RETURNING "id"`;
    return { _id: basketId, itemId: item.id, expiresAt: locked.expiresAt.toISOString(), currentTime: now.toISOString() };
  };
  // The lock needs a transaction.
  return inTransaction(write, addItem);
}
