import { createHash } from 'node:crypto';
import type Decimal from 'decimal.js';
import { LIMITS } from '@/lib/auth/rate-limit';
import type { SessionUser } from '@/lib/auth/session-user';
import { sentTogether, withTransaction, type TxSql } from '@/lib/db-transaction';
import { brand } from '@/lib/env';
import { AppError } from '@/lib/api/errors';
import { startOfPurchaseDay } from '@/lib/orders/domain/check-order';
import { SHAREHOLDER_DEFAULT_CREDIT_DAYS, shareholderCreditRefusal } from '@/lib/orders/domain/shareholder-credit';
import { forgetFilterOptions } from '@/lib/order-history/filter-options';
import { checkLockedBasket, hasCreditLimit } from './check-locked-basket';
import { claimIdempotencyKey, lockBuyerAccount, lockItemsAndOffers, lockOpenBasket } from './lock-order';
import { placeOrders, type CheckoutResponse } from './place-orders';
import { assertPurchasingEnabled } from './purchasing';
import { readCheckoutFacts, type CheckoutFacts } from './read-checkout-facts';
import { readBoughtToday, readOpenExposure, readShareholderExposure } from './read-under-locks';
import { setCollectionDays } from './set-collection-days';
import type { CheckoutInput } from './schemas';

export type { CheckoutResponse } from './place-orders';

/** The checkout call's rate limit: RATE_CHECKOUT_PER_ACCOUNT a minute per buyer company, whoever of it orders (lib/auth/rate-limit.ts). */
export const checkoutLimit = (accountId: number) => ({ key: `checkout:${accountId}`, limit: LIMITS.checkoutPerAccount, windowSeconds: LIMITS.windowSeconds });

/**
 * Orders a basket (design 6). What does not change meanwhile is read first, the call counted
 * against `limit` in the same statement (a refused checkout costs that one statement); then, in one
 * transaction, the locks are taken in the order of ./lock-order.ts, every rule is checked and the
 * orders are written. Any refusal rolls everything back, so nothing is half-written and an offer
 * is never oversold nor a credit or daily limit exceeded.
 */
export async function checkout(
  user: SessionUser,
  basketId: string,
  input: CheckoutInput,
  now = new Date(),
  limit?: ReturnType<typeof checkoutLimit>,
): Promise<CheckoutResponse> {
  assertPurchasingEnabled();
  const requestHash = checkoutRequestHash(basketId);
  const facts = await readCheckoutFacts(user, basketId, limit);
  const sellerIds = sellersOf(facts);
  const response = await withTransaction((sql) => checkoutUnderLocks(sql, user, basketId, input.idempotencyKey, requestHash, facts, now));
  forgetFilterOptions([user.accountId, ...sellerIds]);
  return response;
}

/**
 * The transaction's part of a checkout: locks, checks and writes in the order of ./lock-order.ts.
 * A target order's fill (lib/target-orders/fill-target-order.ts) runs it in its own transaction
 * after locking the target order, so a fill is a checkout in every lock, check and statement.
 */
export async function checkoutUnderLocks(
  sql: TxSql,
  user: SessionUser,
  basketId: string,
  idempotencyKey: string,
  requestHash: string,
  facts: CheckoutFacts,
  now: Date,
): Promise<CheckoutResponse> {
  const sellerIds = sellersOf(facts);
  // Steps 1 to 4 in one round trip, read in that order: a replay, or a basket no longer open, ends the transaction before anything is written.
  const [claimed, basketLocked, itemsLocked] = sentTogether(
    claimIdempotencyKey(sql, user.accountId, idempotencyKey, requestHash, now),
    lockOpenBasket(sql, user.accountId, basketId),
    lockItemsAndOffers(sql, user.accountId, basketId, sellerIds),
  );
  const replay = await claimed;
  if (replay) return replay as unknown as CheckoutResponse;
  const basket = await basketLocked;
  const { items, relationships, offers } = await itemsLocked;
  if (items.length === 0) throw new AppError('conflict', 'basket_empty');

  const creditDays = new Map(
    relationships.filter(hasCreditLimit).map((r) => [r.sellerAccountId, facts.releases.get(r.sellerAccountId)?.creditDays ?? new Map()]),
  );
  const limitedProducts = [...new Set(offers.map((o) => o.productId))].filter((id) => facts.dailyLimits.has(id));
  const { shareholder } = facts;
  // The credit exposure, then step 5 and the reads it guards, in one round trip.
  const [exposureRead, accountLocked, boughtTodayRead, shareholderOpenRead] = sentTogether(
    readOpenExposure(sql, user.accountId, creditDays, now),
    limitedProducts.length > 0 || shareholder.creditLimit ? lockBuyerAccount(sql, user.accountId) : Promise.resolve(),
    limitedProducts.length > 0
      ? readBoughtToday(sql, user.accountId, limitedProducts, startOfPurchaseDay(now, brand().timeZone))
      : Promise.resolve(new Map<number, Decimal>()),
    shareholder.creditLimit
      ? readShareholderExposure(sql, user.accountId, shareholder.creditDays ?? SHAREHOLDER_DEFAULT_CREDIT_DAYS, now)
      : Promise.resolve(null),
  );
  const exposure = await exposureRead;
  await accountLocked;
  const boughtToday = await boughtTodayRead;

  const orders = checkLockedBasket(user, facts, { expiresAt: basket.expiresAt, items, relationships, offers, exposure, boughtToday }, now);
  const shareholderOpen = await shareholderOpenRead;
  if (shareholder.creditLimit && shareholderOpen) {
    const refusal = shareholderCreditRefusal(
      shareholder.creditLimit,
      shareholderOpen,
      orders.map((o) => o.gross),
    );
    if (refusal) throw new AppError('trading', refusal.key);
  }
  const collected = await setCollectionDays(sql, orders, shareholder.collectionCutDays, now);
  return placeOrders(sql, user, basketId, idempotencyKey, collected, facts.vatRate, now);
}

/** The sellers of a basket's offers: whose relationships the checkout locks and whose order filters it refreshes. */
export const sellersOf = (facts: CheckoutFacts) => [...new Set([...facts.offers.values()].map((o) => o.sellerAccountId))];

/** What the idempotency key of a checkout stands for: its basket. */
export const checkoutRequestHash = (basketId: string) => createHash('sha256').update(JSON.stringify({ basketId })).digest('hex');
