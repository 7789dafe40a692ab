import { randomUUID } from 'node:crypto';
import type { SessionUser } from '@/lib/auth/session-user';
import { sql } from '@/lib/db';
import type { TxSql } from '@/lib/db-transaction';
import { checkItemChoices } from './check-item-choices';
import { reserveItem } from './reserve-item';
import type { CreateBasketInput } from './schemas';

/**
 * Puts an offer in a new basket and reserves its current price for this buyer (design 6). The
 * item takes the seller's agreed payment term where there is one, else the buyer's, the account's
 * delivery address when it has only one, the offer's lifting period, and the offer's terms
 * version and a shareholder's price adjustment as the market read them, so checkout can tell a
 * changed deal or price. Basket and item are one statement, so they are written together or not
 * at all, and the one statement written through `write` (a keyed call's transaction), after every read.
 */
export async function createBasket(user: SessionUser, input: CreateBasketInput, now = new Date(), write: TxSql = sql) {
  // Visibility first: an offer the buyer's market does not show answers like an unknown one.
  const { offer, containers, ...reserved } = await reserveItem(user, input, now);
  const { agreedPaymentTermId, onlyAddressId } = await checkItemChoices(user, offer, input);
  // Containers were checked against the offer's own range; the quantity is their cbm. A fuel has no count.
  const quantity = reserved.quantity?.toFixed() ?? input.quantity;
  const unitCount = containers ? input.unitCount : null;
  const id = randomUUID();
  await write`
    WITH basket AS (
      INSERT INTO "Basket" ("id", "buyerAccountId", "userId", "expiresAt", "createdAt")
      VALUES (${id}, ${user.accountId}, ${user.userId}, ${reserved.expiresAt}::timestamp, ${now}::timestamp) RETURNING "id"
    )
    INSERT INTO "BasketItem" ("basketId", "offerId", "quantity", "unitCount", "reservedPrice", "windowId", "paymentTermId", "liftingPeriodId", "deliveryLocationId", "offerTermsVersion", "priceAdjustment")
    SELECT "id", ${offer.id}, ${quantity}::numeric, ${unitCount}::int, ${reserved.price.toFixed()}::numeric, ${reserved.windowId},
           ${agreedPaymentTermId ?? input.paymentTermId ?? null}::int, ${input.liftingPeriodId ?? offer.liftingPeriodId}::int, ${input.deliveryLocationId ?? onlyAddressId}::int,
           ${offer.termsVersion}::int, ${reserved.priceAdjustment}::numeric
    FROM basket`;
  return { _id: id, expiresAt: reserved.expiresAt.toISOString(), currentTime: now.toISOString() };
}
