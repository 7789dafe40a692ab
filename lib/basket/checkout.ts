import { createHash } from 'node:crypto';
import Decimal from 'decimal.js';
import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { withTransaction } from '@/lib/db-transaction';
import { brand } from '@/lib/env';
import { checkBasket } from '@/lib/orders/domain/check-basket';
import { startOfPurchaseDay } from '@/lib/orders/domain/check-order';
import { forgetFilterOptions } from '@/lib/order-history/filter-options';
import { claimIdempotencyKey, lockBuyerAccount, lockOffers, lockOpenBasket, lockRelationships } from './lock-order';
import { placeOrders, type CheckoutResponse } from './place-orders';
import { readCheckoutFacts } from './read-checkout-facts';
import { readBasketItems, readBoughtToday, readOpenExposure } from './read-under-locks';
import type { CheckoutInput } from './schemas';

export type { CheckoutResponse } from './place-orders';

/**
 * Orders a basket (design 6). What does not change meanwhile is read first; then, in one
 * transaction, the locks are taken in the order of ./lock-order.ts, every rule is checked and the
 * orders are written. Any refusal rolls everything back, so nothing is half-written and an offer
 * is never oversold nor a credit or daily limit exceeded.
 */
export async function checkout(user: SessionUser, basketId: string, input: CheckoutInput, now = new Date()): Promise<CheckoutResponse> {
  const requestHash = createHash('sha256').update(JSON.stringify({ basketId })).digest('hex');
  const facts = await readCheckoutFacts(user, basketId);
  const sellerIds = [...new Set([...facts.offers.values()].map((o) => o.sellerAccountId))].sort((a, b) => a - b);
  const response = await withTransaction(async (sql) => {
    const replay = await claimIdempotencyKey(sql, user.accountId, input.idempotencyKey, requestHash, now);
    if (replay) return replay as unknown as CheckoutResponse;
    const basket = await lockOpenBasket(sql, user.accountId, basketId);
    const items = await readBasketItems(sql, basketId);
    const relationships = await lockRelationships(sql, user.accountId, sellerIds);
    const offers = await lockOffers(sql, [...new Set(items.map((i) => i.offerId))]);

    const limited = relationships.filter((r) => r.creditLimitOption !== 'NONE' && r.creditLimit !== null);
    const exposure = await readOpenExposure(sql, user.accountId, new Map(limited.map((r) => [r.sellerAccountId, facts.releases.get(r.sellerAccountId)?.creditDays ?? new Map()])), now);
    const limitedProducts = [...new Set(offers.map((o) => o.productId))].filter((id) => facts.dailyLimits.has(id));
    if (limitedProducts.length > 0) await lockBuyerAccount(sql, user.accountId);
    const boughtToday = limitedProducts.length > 0 ? await readBoughtToday(sql, user.accountId, limitedProducts, startOfPurchaseDay(now, brand().timeZone)) : new Map<number, Decimal>();

    const check = checkBasket({
      now,
      reservationExpiresAt: basket.expiresAt,
      vatRate: facts.vatRate,
      items: items.map((i) => ({ offerId: i.offerId, quantity: new Decimal(i.quantity), price: new Decimal(i.reservedPrice), paymentTermId: i.paymentTermId })),
      offers: new Map(
        offers.flatMap((o) => {
          const names = facts.offers.get(o.id);
          if (!names) return [];
          const offer = {
            sellerAccountId: o.sellerAccountId,
            active: o.status === 'ACTIVE' && o.endsAt > now,
            anonymous: o.anonymous,
            sellerName: names.sellerName,
            productName: names.productName,
            productId: o.productId,
            terminalId: o.terminalId,
            remaining: new Decimal(o.remainingVolume),
            minimumOrderQuantity: new Decimal(o.minOrderQuantity),
            maximumOrderQuantity: new Decimal(o.maxOrderQuantity),
          };
          return [[o.id, offer]];
        }),
      ),
      relationships: new Map(
        relationships.map((r) => {
          const releases = facts.releases.get(r.sellerAccountId);
          const relationship = {
            status: r.status,
            allTerminals: r.allTerminals,
            terminalIds: releases?.terminalIds ?? [],
            allProducts: r.allProducts,
            productIds: releases?.productIds ?? [],
            paymentTermId: r.paymentTermId,
            creditLimit: r.creditLimitOption === 'NONE' || r.creditLimit === null ? null : new Decimal(r.creditLimit),
            creditLimitKeptBy: user.isShareholder ? ('OPERATOR' as const) : ('SELLER' as const),
          };
          return [r.sellerAccountId, relationship];
        }),
      ),
      exposure,
      dailyLimits: new Map(limitedProducts.map((id) => [id, { limitCbm: facts.dailyLimits.get(id)!, boughtTodayCbm: boughtToday.get(id) ?? new Decimal(0) }])),
    });
    if ('refusal' in check) throw new AppError('trading', check.refusal.key, 'data' in check.refusal ? check.refusal.data : undefined);

    const offerById = new Map(offers.map((o) => [o.id, o]));
    const orders = check.orders.map((order, i) => ({ ...items[i], ...order, offer: offerById.get(order.offerId)! }));
    return placeOrders(sql, user, basketId, input.idempotencyKey, orders, facts.vatRate, now);
  });
  forgetFilterOptions([user.accountId, ...sellerIds]);
  return response;
}
