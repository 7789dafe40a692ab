import Decimal from 'decimal.js';
import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { sql } from '@/lib/db';
import { brand } from '@/lib/env';
import { ANONYMOUS_SELLER } from '@/lib/market/to-market-offer';
import { dayToStore, orderCollectionDays } from '@/lib/orders/domain/collection-cut';

interface ItemRow {
  id: number;
  quantity: string;
  unitCount: number | null;
  reservedPrice: string;
  paymentTermId: number | null;
  liftingPeriodId: number | null;
  deliveryLocationId: number | null;
  offerId: number;
  anonymous: boolean;
  minOrderQuantity: string;
  maxOrderQuantity: string;
  remainingVolume: string;
  unitLitres: number | null;
  unitLabel: string | null;
  unitPrice: string | null;
  unitStock: number | null;
  minUnits: number | null;
  maxUnits: number | null;
  offerLiftingPeriodId: number | null;
  collectionStart: Date | null;
  collectionEnd: Date | null;
  productId: number;
  productName: string;
  productType: string;
  productUnit: string;
  terminalId: number;
  terminalName: string;
  sellerName: string | null;
  agreedPaymentTermId: number | null;
}

/**
 * A basket of the caller's account with what the basket screen shows of each offer. The limits are
 * read fresh, so the quantity message follows the server when the seller changed them, and so is
 * the seller's agreed payment term. For an anonymous offer the agreed term is withheld (a term
 * agreed with one seller could name it): the item answers `paymentTermAgreed` instead, and the
 * order carries the term once placed.
 */
export async function getBasket(user: SessionUser, basketId: string, now = new Date()) {
  const [basket] = await sql<{ id: string; status: string; expiresAt: Date }>`
    SELECT "id", "status"::text AS "status", "expiresAt" FROM "Basket" WHERE "id" = ${basketId} AND "buyerAccountId" = ${user.accountId}`;
  if (!basket) throw new AppError('not_found');
  // Each item with its offer, product, terminal, seller and the seller's agreed term, in one statement.
  const items = await sql<ItemRow>`
    SELECT i."id", i."quantity", i."unitCount", i."reservedPrice", i."paymentTermId", i."liftingPeriodId", i."deliveryLocationId",
           o."id" AS "offerId", o."anonymous", o."minOrderQuantity", o."maxOrderQuantity", o."remainingVolume", o."unitLitres", o."unitLabel",
           o."unitPrice", o."unitStock", o."minUnits", o."maxUnits", o."liftingPeriodId" AS "offerLiftingPeriodId", o."collectionStart", o."collectionEnd",
           p."id" AS "productId", p."name" AS "productName", p."type"::text AS "productType", p."unit" AS "productUnit",
           t."id" AS "terminalId", t."name" AS "terminalName", s."name" AS "sellerName", r."paymentTermId" AS "agreedPaymentTermId"
    FROM "BasketItem" i
    JOIN "Offer" o ON o."id" = i."offerId"
    JOIN "Product" p ON p."id" = o."productId"
    JOIN "Terminal" t ON t."id" = o."terminalId"
    LEFT JOIN "Account" s ON s."id" = o."sellerAccountId"
    LEFT JOIN "Relationship" r ON r."buyerAccountId" = ${user.accountId} AND r."sellerAccountId" = o."sellerAccountId"
    WHERE i."basketId" = ${basket.id}
    ORDER BY i."id"`;
  const collection = await collectionDays(user, items);
  // Decimals as Decimal writes them (no trailing zeros), as the answer always had them.
  const decimal = (value: string) => new Decimal(value).toString();
  return {
    _id: basket.id,
    status: basket.status,
    expiresAt: basket.expiresAt.toISOString(),
    currentTime: now.toISOString(),
    items: items.map((item) => {
      const agreed = item.agreedPaymentTermId;
      const hideTerm = item.anonymous && agreed !== null;
      return {
        _id: item.id,
        offerId: item.offerId,
        product: { id: item.productId, name: item.productName, type: item.productType, unit: item.productUnit },
        terminal: { id: item.terminalId, name: item.terminalName },
        sellerName: item.anonymous ? ANONYMOUS_SELLER : (item.sellerName ?? ''),
        minimumOrderQuantity: decimal(item.minOrderQuantity),
        maximumOrderQuantity: decimal(item.maxOrderQuantity),
        available: decimal(item.remainingVolume),
        quantity: decimal(item.quantity),
        unitCount: item.unitCount,
        reservedPrice: decimal(item.reservedPrice),
        paymentTermId: hideTerm ? null : item.paymentTermId,
        /** The seller's agreed payment term: the only one the item may carry (null: any, or withheld). */
        agreedPaymentTermId: hideTerm ? null : agreed,
        /** The seller has agreed a payment term with the buyer's company; the item carries it. */
        paymentTermAgreed: agreed !== null,
        /** An additive sold by the container: the item counts containers, priced each. */
        containers:
          item.unitLitres === null
            ? null
            : {
                unitLabel: item.unitLabel ?? '',
                unitLitres: item.unitLitres,
                unitPrice: item.unitPrice === null ? '0' : decimal(item.unitPrice),
                minUnits: item.minUnits ?? 1,
                maxUnits: Math.min(item.maxUnits ?? Number.MAX_SAFE_INTEGER, item.unitStock ?? 0),
              },
        liftingPeriodId: item.liftingPeriodId,
        /** The offer sells by lifting period: the item must carry one (it starts as the offer's). */
        liftingPeriodRequired: item.offerLiftingPeriodId !== null,
        /** The collection days the order gets: the offer's own, or its lifting period's, as a shareholder's cut shortens them. */
        collectionRange: collection.rangeOf(item, item.liftingPeriodId, now),
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
  const [account] = user.isShareholder
    ? await sql<{ collectionCutDays: number | null }>`SELECT "collectionCutDays" FROM "Account" WHERE "id" = ${user.accountId}`
    : [];
  const cutDays = account?.collectionCutDays ?? null;
  const periods = items.some((i) => i.liftingPeriodId !== null)
    ? await sql<{ id: number; startDays: number; endDays: number }>`SELECT "id", "startDays", "endDays" FROM "LiftingPeriod"`
    : [];
  return {
    rangeOf(offer: { collectionStart: Date | null; collectionEnd: Date | null }, liftingPeriodId: number | null, now: Date) {
      const days = orderCollectionDays(offer, periods.find((p) => p.id === liftingPeriodId) ?? null, cutDays, now, brand().timeZone);
      return days && { start: dayToStore(days.start).toISOString(), end: dayToStore(days.end).toISOString() };
    },
  };
}
