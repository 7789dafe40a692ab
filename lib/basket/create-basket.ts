import { randomUUID } from 'node:crypto';
import type { SessionUser } from '@/lib/auth/session-user';
import { sql } from '@/lib/db';
import { inTransaction, sentTogether, type TxSql } from '@/lib/db-transaction';
import { agreedPaymentTerm, checkItemChoices, onlyDeliveryAddress } from './check-item-choices';
import { reserveItem } from './reserve-item';
import type { CreateBasketInput } from './schemas';

/**
 * Puts an offer in a new basket and reserves its current price for this buyer (design 6). The
 * item takes the seller's agreed payment term where there is one, else the buyer's, the account's
 * delivery address when it has only one, the offer's lifting period, and the offer's terms
 * version and a shareholder's price adjustment as the market read them, so checkout can tell a
 * changed deal or price. Basket and item are one statement, so they are written together or not
 * at all, after the market's read, in one round trip with the check of the buyer's choices and in
 * a transaction: `write`'s (a keyed call's) or one of its own.
 */
export async function createBasket(user: SessionUser, input: CreateBasketInput, now = new Date(), write: TxSql = sql) {
  // Visibility first: an offer the buyer's market does not show answers like an unknown one.
  const { offer, containers, ...reserved } = await reserveItem(user, input, now);
  // Containers were checked against the offer's own range; the quantity is their cbm. A fuel has no count.
  const quantity = reserved.quantity?.toFixed() ?? input.quantity;
  const unitCount = containers ? input.unitCount : null;
  const id = randomUUID();
  // The choices are checked in the round trip of the write, which takes the agreed term and the only address as that check reads them: a refused choice rolls the write back.
  const create = async (tx: TxSql) => {
    const [checked, written] = sentTogether(
      checkItemChoices(user, offer, input, tx),
      tx`
        WITH basket AS (
          INSERT INTO "Basket" ("id", "buyerAccountId", "userId", "expiresAt", "createdAt")
          VALUES (${id}, ${user.accountId}, ${user.userId}, ${reserved.expiresAt}::timestamp, ${now}::timestamp) RETURNING "id"
        )
        INSERT INTO "BasketItem" ("basketId", "offerId", "quantity", "unitCount", "reservedPrice", "windowId", "paymentTermId", "liftingPeriodId", "deliveryLocationId", "offerTermsVersion", "priceAdjustment")
        SELECT "id", ${offer.id}, ${quantity}::numeric, ${unitCount}::int, ${reserved.price.toFixed()}::numeric, ${reserved.windowId},
               coalesce(${agreedPaymentTerm(user.accountId, offer.sellerAccountId)}, ${input.paymentTermId ?? null}::int), ${input.liftingPeriodId ?? offer.liftingPeriodId}::int,
               coalesce(${input.deliveryLocationId ?? null}::int, ${onlyDeliveryAddress(user.accountId)}), ${offer.termsVersion}::int, ${reserved.priceAdjustment}::numeric
        FROM basket`,
    );
    await checked;
    await written;
  };
  // The check must come before the write is kept.
  await inTransaction(write, create);
  return { _id: id, expiresAt: reserved.expiresAt.toISOString(), currentTime: now.toISOString() };
}
