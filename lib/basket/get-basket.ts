import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { brand } from '@/lib/env';
import { ANONYMOUS_SELLER } from '@/lib/market/to-market-offer';
import { dayToStore, orderCollectionDays } from '@/lib/orders/domain/collection-cut';

/**
 * A basket of the caller's account with what the basket screen shows of each offer. The limits are
 * read fresh, so the quantity message follows the server when the seller changed them, and so is
 * the seller's agreed payment term. For an anonymous offer the agreed term is withheld (a term
 * agreed with one seller could name it): the item answers `paymentTermAgreed` instead, and the
 * order carries the term once placed.
 */
export async function getBasket(user: SessionUser, basketId: string, now = new Date()) {
  const basket = await db.basket.findFirst({ where: { id: basketId, buyerAccountId: user.accountId }, include: { items: { orderBy: { id: 'asc' } } } });
  if (!basket) throw new AppError('not_found');
  const offers = await db.offer.findMany({ where: { id: { in: basket.items.map((i) => i.offerId) } } });
  const [products, terminals, sellers, relationships, collection] = await Promise.all([
    db.product.findMany({
      where: { id: { in: offers.map((o) => o.productId) } },
      select: { id: true, name: true, unit: true, type: true },
    }),
    db.terminal.findMany({ where: { id: { in: offers.map((o) => o.terminalId) } }, select: { id: true, name: true } }),
    db.account.findMany({ where: { id: { in: offers.map((o) => o.sellerAccountId) } }, select: { id: true, name: true } }),
    db.relationship.findMany({
      where: { buyerAccountId: user.accountId, sellerAccountId: { in: offers.map((o) => o.sellerAccountId) } },
      select: { sellerAccountId: true, paymentTermId: true },
    }),
    collectionDays(user, basket.items),
  ]);
  const agreedTerm = new Map(relationships.map((r) => [r.sellerAccountId, r.paymentTermId]));
  const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
  const [offerById, productById, terminalById, sellerById] = [byId(offers), byId(products), byId(terminals), byId(sellers)];
  return {
    _id: basket.id,
    status: basket.status,
    expiresAt: basket.expiresAt.toISOString(),
    currentTime: now.toISOString(),
    items: basket.items.map((item) => {
      const offer = offerById.get(item.offerId)!;
      const product = productById.get(offer.productId)!;
      const agreed = agreedTerm.get(offer.sellerAccountId) ?? null;
      const hideTerm = offer.anonymous && agreed !== null;
      return {
        _id: item.id,
        offerId: offer.id,
        product: { id: product.id, name: product.name, type: product.type, unit: product.unit },
        terminal: terminalById.get(offer.terminalId)!,
        sellerName: offer.anonymous ? ANONYMOUS_SELLER : (sellerById.get(offer.sellerAccountId)?.name ?? ''),
        minimumOrderQuantity: offer.minOrderQuantity.toString(),
        maximumOrderQuantity: offer.maxOrderQuantity.toString(),
        available: offer.remainingVolume.toString(),
        quantity: item.quantity.toString(),
        unitCount: item.unitCount,
        reservedPrice: item.reservedPrice.toString(),
        paymentTermId: hideTerm ? null : item.paymentTermId,
        /** The seller's agreed payment term: the only one the item may carry (null: any, or withheld). */
        agreedPaymentTermId: hideTerm ? null : agreed,
        /** The seller has agreed a payment term with the buyer's company; the item carries it. */
        paymentTermAgreed: agreed !== null,
        /** An additive sold by the container: the item counts containers, priced each. */
        containers:
          offer.unitLitres === null
            ? null
            : {
                unitLabel: offer.unitLabel ?? '',
                unitLitres: offer.unitLitres,
                unitPrice: offer.unitPrice?.toString() ?? '0',
                minUnits: offer.minUnits ?? 1,
                maxUnits: Math.min(offer.maxUnits ?? Number.MAX_SAFE_INTEGER, offer.unitStock ?? 0),
              },
        liftingPeriodId: item.liftingPeriodId,
        /** The offer sells by lifting period: the item must carry one (it starts as the offer's). */
        liftingPeriodRequired: offer.liftingPeriodId !== null,
        /** The collection days the order gets: the offer's own, or its lifting period's, as a shareholder's cut shortens them. */
        collectionRange: collection.rangeOf(offer, item.liftingPeriodId, now),
        deliveryLocationId: item.deliveryLocationId,
      };
    }),
  };
}

/**
 * The collection days of an item as checkout stores them (./set-collection-days.ts), as instants of
 * its stored days; null where neither the offer nor a lifting period names days. The lifting
 * periods are read only when an item has one, as checkout does.
 */
async function collectionDays(user: SessionUser, items: { liftingPeriodId: number | null }[]) {
  const account = user.isShareholder ? await db.account.findUnique({ where: { id: user.accountId }, select: { collectionCutDays: true } }) : null;
  const cutDays = account?.collectionCutDays ?? null;
  const periods = items.some((i) => i.liftingPeriodId !== null)
    ? await db.liftingPeriod.findMany({ select: { id: true, startDays: true, endDays: true } })
    : [];
  return {
    rangeOf(offer: { collectionStart: Date | null; collectionEnd: Date | null }, liftingPeriodId: number | null, now: Date) {
      const days = orderCollectionDays(offer, periods.find((p) => p.id === liftingPeriodId) ?? null, cutDays, now, brand().timeZone);
      return days && { start: dayToStore(days.start).toISOString(), end: dayToStore(days.end).toISOString() };
    },
  };
}
