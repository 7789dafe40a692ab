import Decimal from 'decimal.js';
import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { brand } from '@/lib/env';
import { withinDailyHours } from '@/lib/market/domain/visibility';
import { marketHours } from '@/lib/market-window/get-current-window';
import { checkBasket } from '@/lib/orders/domain/check-basket';
import { missingChoices } from '@/lib/orders/domain/required-choices';
import type { BasketItemRow, LockedOffer, LockedRelationship } from './lock-order';
import type { OrderToPlace } from './place-orders';
import type { CheckoutFacts } from './read-checkout-facts';

interface LockedBasket {
  expiresAt: Date;
  items: BasketItemRow[];
  relationships: LockedRelationship[];
  offers: LockedOffer[];
  /** By seller account id, for the relationships with a credit limit */
  exposure: Map<number, Decimal>;
  /** By product id, for the products with a daily limit */
  boughtToday: Map<number, Decimal>;
}

/**
 * Turns the rows read under the checkout's locks and the facts read before them into the pure
 * basket check, and answers the orders to write or throws the first refusal with its data; an
 * item that passes every trading rule but lacks a required choice is a 400 naming the fields. What
 * the market checked at reservation is checked again, as any of it may have changed since: the
 * offer's period and daily hours, the market's trading hours, a blocked seller, the buyer's release.
 */
export function checkLockedBasket(user: SessionUser, facts: CheckoutFacts, locked: LockedBasket, now: Date): OrderToPlace[] {
  const { marketOpen, opens } = marketHours(now);
  const { timeZone } = brand();
  const relationshipOf = new Map(locked.relationships.map((r) => [r.sellerAccountId, r]));
  const check = checkBasket({
    now,
    reservationExpiresAt: locked.expiresAt,
    buyerReleasedForTrading: facts.buyerReleasedForTrading,
    market: { open: marketOpen, opens },
    vatRate: facts.vatRate,
    items: locked.items.map((i) => ({
      offerId: i.offerId,
      quantity: new Decimal(i.quantity),
      unitCount: i.unitCount,
      price: new Decimal(i.reservedPrice),
      paymentTermId: i.paymentTermId,
      offerTermsVersion: i.offerTermsVersion,
      priceAdjustment: i.priceAdjustment === null ? null : new Decimal(i.priceAdjustment),
    })),
    priceAdjustment: facts.shareholder.priceAdjustment,
    offers: new Map(
      locked.offers.flatMap((o) => {
        const names = facts.offers.get(o.id);
        if (!names) return [];
        const offer = {
          sellerAccountId: o.sellerAccountId,
          active:
            o.status === 'ACTIVE' &&
            o.startsAt <= now &&
            o.endsAt > now &&
            // A seller blocked or not (or no longer) released by the operator sells nothing.
            !names.sellerNotTrading &&
            withinDailyHours(o.dailyStart, o.dailyEnd, now, timeZone) &&
            (facts.shareholder.terminalIds.length === 0 || facts.shareholder.terminalIds.includes(o.terminalId)) &&
            (o.unitLitres === null || containersForSale(o, names.sellerSellsAdditives, relationshipOf.get(o.sellerAccountId), user.accountId)),
          anonymous: o.anonymous,
          livePriced: o.priceType !== 'FIXED',
          termsVersion: o.termsVersion,
          sellerName: names.sellerName,
          productName: names.productName,
          productId: o.productId,
          terminalId: o.terminalId,
          remaining: new Decimal(o.remainingVolume),
          minimumOrderQuantity: new Decimal(o.minOrderQuantity),
          maximumOrderQuantity: new Decimal(o.maxOrderQuantity),
          containers: o.unitLitres === null ? null : { litres: o.unitLitres, minUnits: o.minUnits ?? 1, maxUnits: o.maxUnits ?? Number.MAX_SAFE_INTEGER },
        };
        return [[o.id, offer]];
      }),
    ),
    relationships: new Map(
      locked.relationships.map((r) => {
        const releases = facts.releases.get(r.sellerAccountId);
        const relationship = {
          status: r.status,
          allTerminals: r.allTerminals,
          terminalIds: releases?.terminalIds ?? [],
          allProducts: r.allProducts,
          productIds: releases?.productIds ?? [],
          paymentTermId: r.paymentTermId,
          creditLimit: hasCreditLimit(r) ? new Decimal(r.creditLimit!) : null,
          creditLimitKeptBy: user.isShareholder ? ('OPERATOR' as const) : ('SELLER' as const),
        };
        return [r.sellerAccountId, relationship];
      }),
    ),
    exposure: locked.exposure,
    dailyLimits: new Map(
      [...locked.boughtToday.keys()].map((productId) => [
        productId,
        { limitCbm: facts.dailyLimits.get(productId)!, boughtTodayCbm: locked.boughtToday.get(productId)! },
      ]),
    ),
  });
  if ('refusal' in check) throw new AppError('trading', check.refusal.key, 'data' in check.refusal ? check.refusal.data : undefined);
  const offerById = new Map(locked.offers.map((o) => [o.id, o]));
  for (const item of locked.items) {
    const missing = missingChoices(item, offerById.get(item.offerId)!);
    if (missing) throw new AppError('validation', 'validation_failed', undefined, missing);
  }
  return check.orders.map((order, i) => ({ ...locked.items[i], ...order, offer: offerById.get(order.offerId)! }));
}

/**
 * The additives list's rule (docs/additives.md) on the locked rows: containers are sold where the
 * brand has the additives marketplace, by a seller that still sells additives, to a buyer the
 * seller enabled additives for and the offer is for (all buyers, or named).
 */
function containersForSale(offer: LockedOffer, sellerSellsAdditives: boolean, relationship: LockedRelationship | undefined, buyerAccountId: number) {
  return (
    brand().flags.additivesMarketplace &&
    sellerSellsAdditives &&
    !!relationship?.additivesEnabled &&
    (offer.buyerAccountIds.length === 0 || offer.buyerAccountIds.includes(buyerAccountId))
  );
}

export const hasCreditLimit = (r: LockedRelationship) => r.creditLimitOption !== 'NONE' && r.creditLimit !== null;
