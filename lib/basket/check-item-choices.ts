import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { part, sql } from '@/lib/db';
import type { TxSql } from '@/lib/db-transaction';

export interface ItemChoices {
  paymentTermId?: number | null;
  liftingPeriodId?: number | null;
  deliveryLocationId?: number | null;
}

/** The payment term agreed between buyer and seller, which binds every order between them (NULL: none, the buyer chooses). */
export const agreedPaymentTerm = (buyerAccountId: number, sellerAccountId: number) =>
  part`(SELECT r."paymentTermId" FROM "Relationship" r WHERE r."buyerAccountId" = ${buyerAccountId} AND r."sellerAccountId" = ${sellerAccountId})`;

/** The account's delivery address when it has only one, which a new item starts with (NULL otherwise). */
export const onlyDeliveryAddress = (accountId: number) =>
  part`(SELECT min(d."id") FROM "DeliveryLocation" d WHERE d."accountId" = ${accountId} HAVING count(*) = 1)`;

const invalid = (field: keyof ItemChoices) => new AppError('validation', 'validation_failed', undefined, { [field]: 'invalid_value' });

/**
 * The buyer's choices for a basket item, before anything is written: a delivery address of the
 * caller's own account, a lifting period and payment term that exist, the seller's agreed payment
 * term where there is one (an additive's count of containers is the reservation's business,
 * ./reserve-item.ts). Answers the seller's agreed payment term (null: the buyer chooses), which binds every order between them, and the
 * account's delivery address when it has only one, which a new item starts with. For an
 * anonymous offer a term sent is not compared with the agreed one, which binds all the same: a
 * refusal of every other term would tell the buyer the agreed term and so who sells.
 */
export async function checkItemChoices(user: SessionUser, offer: { sellerAccountId: number; anonymous: boolean }, choices: ItemChoices, read: TxSql = sql) {
  const { deliveryLocationId, paymentTermId, liftingPeriodId } = choices;
  // Every fact in one statement: each basket needs the agreed term and the only address.
  const [facts] = await read<{ agreedPaymentTermId: number | null; onlyAddressId: number | null; addressOk: boolean; periodOk: boolean; termOk: boolean }>`
    SELECT ${agreedPaymentTerm(user.accountId, offer.sellerAccountId)} AS "agreedPaymentTermId", ${onlyDeliveryAddress(user.accountId)} AS "onlyAddressId",
           EXISTS (SELECT 1 FROM "DeliveryLocation" d WHERE d."id" = ${deliveryLocationId ?? null}::int AND d."accountId" = ${user.accountId}) AS "addressOk",
           EXISTS (SELECT 1 FROM "LiftingPeriod" l WHERE l."id" = ${liftingPeriodId ?? null}::int) AS "periodOk",
           EXISTS (SELECT 1 FROM "PaymentTerm" t WHERE t."id" = ${paymentTermId ?? null}::int) AS "termOk"`;
  if (deliveryLocationId && !facts.addressOk) throw invalid('deliveryLocationId');
  if (liftingPeriodId && !facts.periodOk) throw invalid('liftingPeriodId');
  const agreed = facts.agreedPaymentTermId;
  if (paymentTermId !== undefined && !(offer.anonymous && agreed !== null)) {
    if (agreed !== null ? paymentTermId !== agreed : paymentTermId !== null && !facts.termOk) throw invalid('paymentTermId');
  }
  return { agreedPaymentTermId: agreed, onlyAddressId: facts.onlyAddressId };
}
