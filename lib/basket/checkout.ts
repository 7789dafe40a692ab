import { createHash } from 'node:crypto';
import Decimal from 'decimal.js';
import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { db, type Tx } from '@/lib/db';
import { brand } from '@/lib/env';
import { enqueueEmail } from '@/lib/mail/enqueue-email';
import { checkOrder, openExposure, startOfPurchaseDay } from '@/lib/orders/domain/check-order';
import { orderAmounts } from '@/lib/orders/domain/order-amounts';
import { forgetFilterOptions } from '@/lib/order-history/filter-options';
import { lockOpenBasket } from './lock-open-basket';
import type { CheckoutInput } from './schemas';

const MAX_CREDIT_DAYS = 45;

export interface CheckoutResponse {
  basketId: string;
  orders: {
    _id: number;
    orderId: string;
    contractNumber: string;
    pickupNumber: string;
    liftingMasterNumber: string | null;
    quantity: string;
    price: string;
    net: string;
    vat: string;
    gross: string;
    currency: string;
    orderStatus: string;
  }[];
}

interface LockedOffer {
  id: number;
  sellerAccountId: number;
  productId: number;
  terminalId: number;
  status: string;
  remainingVolume: string;
  minOrderQuantity: string;
  maxOrderQuantity: string;
  anonymous: boolean;
  endsAt: Date;
  collectionStart: Date | null;
  collectionEnd: Date | null;
}

/**
 * Orders a basket (design 6), all in one transaction: the idempotency key, the basket, each offer
 * and each buyer-seller relationship are locked in a fixed order, every rule is checked, then the
 * orders are written and the volumes taken. Any refusal rolls everything back, so nothing is
 * half-written and an offer is never oversold nor a credit limit exceeded.
 */
export async function checkout(user: SessionUser, basketId: string, input: CheckoutInput, now = new Date()) {
  const requestHash = createHash('sha256').update(JSON.stringify({ basketId })).digest('hex');
  const current = brand();
  const sellerIds: number[] = [];
  const response = await db.$transaction(
    async (tx) => {
      const replay = await claimIdempotencyKey(tx, user.accountId, input.idempotencyKey, requestHash);
      if (replay) return replay;

      const basket = await lockOpenBasket(tx, user.accountId, basketId);
      const items = await tx.basketItem.findMany({ where: { basketId }, orderBy: { offerId: 'asc' } });

      const vat = await tx.vatRate.findFirst({ where: { platformId: user.platformId }, select: { rate: true } });
      const vatRate = new Decimal(vat?.rate.toString() ?? '0');
      const orderIds: number[] = [];
      for (const item of items) {
        // What does not move during a checkout is read before the locks, to keep the locked part short.
        const offerInfo = await tx.offer.findUniqueOrThrow({ where: { id: item.offerId }, select: { sellerAccountId: true, productId: true } });
        const seller = await tx.account.findUniqueOrThrow({ where: { id: offerInfo.sellerAccountId }, select: { name: true } });
        const product = await tx.product.findUniqueOrThrow({ where: { id: offerInfo.productId }, select: { name: true } });
        const releases = await tx.relationship.findUnique({
          where: { buyerAccountId_sellerAccountId: { buyerAccountId: user.accountId, sellerAccountId: offerInfo.sellerAccountId } },
          select: { terminals: { select: { terminalId: true } }, products: { select: { productId: true } }, creditDays: true },
        });
        // Lock order: the buyer-seller relationship (credit), then the offer (volume).
        const [relationship] = await tx.$queryRaw<{ id: number; status: 'NEW' | 'IN_PROCESSING' | 'ENABLED' | 'DISABLED'; allTerminals: boolean; allProducts: boolean; paymentTermId: number | null; creditLimit: string | null; creditLimitOption: string }[]>`
          SELECT "id", "status", "allTerminals", "allProducts", "paymentTermId", "creditLimit"::text, "creditLimitOption"
          FROM "Relationship" WHERE "buyerAccountId" = ${user.accountId} AND "sellerAccountId" = ${offerInfo.sellerAccountId} FOR UPDATE`;
        const [offer] = await tx.$queryRaw<LockedOffer[]>`
          SELECT "id", "sellerAccountId", "productId", "terminalId", "status", "remainingVolume"::text, "minOrderQuantity"::text,
                 "maxOrderQuantity"::text, "anonymous", "endsAt", "collectionStart", "collectionEnd"
          FROM "Offer" WHERE "id" = ${item.offerId} FOR UPDATE`;
        const releasedTerminals = releases?.terminals ?? [];
        const releasedProducts = releases?.products ?? [];
        const creditDays = releases?.creditDays ?? [];
        const quantity = new Decimal(item.quantity.toString());
        const price = new Decimal(item.reservedPrice.toString());
        const amounts = orderAmounts(price, quantity, vatRate);
        const recentOrders = await tx.order.findMany({
          where: { buyerAccountId: user.accountId, sellerAccountId: offer.sellerAccountId, status: { not: 'CANCELLED' }, created: { gt: new Date(now.getTime() - MAX_CREDIT_DAYS * 86_400_000) } },
          select: { gross: true, productId: true, created: true, status: true },
        });
        const refusal = checkOrder({
          now,
          quantity,
          reservation: { expiresAt: basket.expiresAt, paymentTermId: item.paymentTermId },
          offer: {
            active: offer.status === 'ACTIVE' && offer.endsAt > now,
            anonymous: offer.anonymous,
            sellerName: seller.name,
            productName: product.name,
            productId: offer.productId,
            terminalId: offer.terminalId,
            remaining: new Decimal(offer.remainingVolume),
            minimumOrderQuantity: new Decimal(offer.minOrderQuantity),
            maximumOrderQuantity: new Decimal(offer.maxOrderQuantity),
          },
          relationship: relationship && {
            status: relationship.status,
            allTerminals: relationship.allTerminals,
            terminalIds: releasedTerminals.map((t) => t.terminalId),
            allProducts: relationship.allProducts,
            productIds: releasedProducts.map((p) => p.productId),
            paymentTermId: relationship.paymentTermId,
            creditLimit: relationship.creditLimitOption === 'NONE' || relationship.creditLimit === null ? null : new Decimal(relationship.creditLimit),
            creditLimitKeptBy: user.isShareholder ? 'OPERATOR' : 'SELLER',
          },
          orderGross: amounts.gross,
          openExposure: openExposure(
            recentOrders.map((o) => ({ gross: new Decimal(o.gross.toString()), productId: o.productId, created: o.created, status: o.status })),
            new Map(creditDays.map((c) => [c.productId, c.days])),
            now,
          ),
          dailyLimit: await dailyLimit(tx, user.accountId, offer.productId, now, current.timeZone),
        });
        if (refusal) throw new AppError('trading', refusal.key, 'data' in refusal ? refusal.data : undefined);

        const taken = await tx.$executeRaw`
          UPDATE "Offer" SET "remainingVolume" = "remainingVolume" - ${quantity.toString()}::numeric, "updatedAt" = now()
          WHERE "id" = ${offer.id} AND "remainingVolume" >= ${quantity.toString()}::numeric`;
        if (taken !== 1) throw new AppError('trading', 'volume_insufficient');
        const [{ id }] = await tx.$queryRaw<{ id: number }[]>`SELECT nextval(pg_get_serial_sequence('"Order"', 'id'))::int AS id`;
        await tx.order.create({
          data: {
            id,
            orderNumber: `${user.platformId}-${now.getUTCFullYear()}-${String(id).padStart(7, '0')}`,
            contractNumber: `K-${offer.sellerAccountId}-${String(id).padStart(7, '0')}`,
            pickupNumber: `${String(offer.terminalId).padStart(3, '0')}${String(id).padStart(7, '0')}`,
            liftingMasterNumber: current.flags.liftingOrderNumber ? `LM-${String(id).padStart(8, '0')}` : null,
            buyerAccountId: user.accountId,
            buyerUserId: user.userId,
            sellerAccountId: offer.sellerAccountId,
            offerId: offer.id,
            productId: offer.productId,
            terminalId: offer.terminalId,
            quantity,
            unitCount: item.unitCount,
            price,
            net: amounts.net,
            vatRate,
            vat: amounts.vat,
            gross: amounts.gross,
            currency: current.currency,
            paymentTermId: item.paymentTermId,
            liftingPeriodId: item.liftingPeriodId,
            collectionStart: offer.collectionStart,
            collectionEnd: offer.collectionEnd,
            deliveryLocationId: item.deliveryLocationId,
            windowId: item.windowId,
            events: { create: { toStatus: 'INCOMPLETE', userId: user.userId, note: 'ordered' } },
          },
        });
        orderIds.push(id);
        sellerIds.push(offer.sellerAccountId);
      }
      await tx.basket.update({ where: { id: basketId }, data: { status: 'ORDERED' } });
      const orders = await tx.order.findMany({ where: { id: { in: orderIds } }, orderBy: { id: 'asc' } });
      const response = {
        basketId,
        orders: orders.map((o) => ({
          _id: o.id,
          orderId: o.orderNumber,
          contractNumber: o.contractNumber,
          pickupNumber: o.pickupNumber,
          liftingMasterNumber: o.liftingMasterNumber,
          quantity: o.quantity.toString(),
          price: o.price.toString(),
          net: o.net.toString(),
          vat: o.vat.toString(),
          gross: o.gross.toString(),
          currency: o.currency,
          orderStatus: o.status,
        })),
      };
      await enqueueEmail(
        user.email,
        'order_confirmation',
        { firstName: user.firstName, orders: response.orders.map((o) => `${o.orderId}: ${o.quantity} cbm zu ${o.price} ${o.currency}/100L15, brutto ${o.gross} ${o.currency}`).join('\n') },
        tx,
      );
      // The first answer is read back like every replay, so all of them are byte for byte the same.
      const stored = await tx.idempotencyKey.update({
        where: { accountId_key: { accountId: user.accountId, key: input.idempotencyKey } },
        data: { response },
        select: { response: true },
      });
      return stored.response as unknown as CheckoutResponse;
    },
    { isolationLevel: 'ReadCommitted', maxWait: 10_000, timeout: 20_000 },
  );
  forgetFilterOptions([user.accountId, ...sellerIds]);
  return response;
}

/**
 * Claims the key inside the order's transaction. A concurrent request with the same key waits on
 * the unique index until this one ends, then finds the stored answer and replays it.
 */
async function claimIdempotencyKey(tx: Tx, accountId: number, key: string, requestHash: string) {
  const inserted = await tx.$queryRaw<{ key: string }[]>`
    INSERT INTO "IdempotencyKey" ("accountId", "key", "requestHash") VALUES (${accountId}, ${key}, ${requestHash})
    ON CONFLICT DO NOTHING RETURNING "key"`;
  if (inserted.length === 1) return null;
  const existing = await tx.idempotencyKey.findUniqueOrThrow({ where: { accountId_key: { accountId, key } } });
  if (existing.requestHash !== requestHash) throw new AppError('conflict', 'idempotency_key_reused');
  if (!existing.response) throw new AppError('conflict', 'checkout_in_progress');
  return existing.response as unknown as CheckoutResponse;
}

/** The shareholder's daily limit for the product and what it bought today; the account row is locked so parallel orders add up. */
async function dailyLimit(tx: Tx, accountId: number, productId: number, now: Date, timeZone: string) {
  const limit = await tx.purchaseLimit.findUnique({ where: { accountId_productId: { accountId, productId } } });
  if (!limit) return null;
  await tx.$queryRaw`SELECT "id" FROM "Account" WHERE "id" = ${accountId} FOR UPDATE`;
  const bought = await tx.order.aggregate({
    where: { buyerAccountId: accountId, productId, status: { not: 'CANCELLED' }, created: { gte: startOfPurchaseDay(now, timeZone) } },
    _sum: { quantity: true },
  });
  return { limitCbm: new Decimal(limit.limitCbm.toString()), boughtTodayCbm: new Decimal(bought._sum.quantity?.toString() ?? '0') };
}
