import Decimal from 'decimal.js';
import { AppError } from '@/lib/api/errors';
import { checkoutRequestHash, checkoutUnderLocks, sellersOf } from '@/lib/basket/checkout';
import { createBasket } from '@/lib/basket/create-basket';
import { readCheckoutFacts } from '@/lib/basket/read-checkout-facts';
import { db, sql } from '@/lib/db';
import { withTransaction } from '@/lib/db-transaction';
import { brand } from '@/lib/env';
import { formatNumber, formatPrice } from '@/lib/format/number';
import { priceUnitLabel } from '@/lib/format/units';
import { enqueueEmail } from '@/lib/mail/enqueue-email';
import { forgetFilterOptions } from '@/lib/order-history/filter-options';
import { placingUser } from './placing-user';

/**
 * The refusals that are about the buyer, not the offer: a fill would be refused again at every
 * window until the buyer acts, so they suspend the order with the reason. Any other refusal
 * (volume gone, price moved, market closed) only skips this window.
 */
const SUSPENDING = new Set([
  'insufficient_credit_contact_seller',
  'insufficient_credit_contact_operator',
  'daily_purchase_limit_reached',
  'account_not_released_for_trading',
  'no_seller_relationship',
  'payment_term_changed',
  'purchase_rights_not_available',
]);

export type FillOutcome =
  { outcome: 'filled'; orderId: number; fillNumber: number } | { outcome: 'skipped'; reason: string } | { outcome: 'suspended'; reason: string };

/**
 * Fills one matched target order at `windowId` through the checkout's own path (design 13): the
 * offer goes into a new basket at the buyer's own reserved price, exactly as the market's buy
 * button does; then one transaction locks the target order first (a step before the checkout's
 * own, lib/basket/lock-order.ts) and runs the checkout's locks, checks and statements with the
 * idempotency key of the target order and its fill number, and writes the fill beside the order.
 * Under that lock a second evaluator of the same window finds the fill and does nothing, and
 * the volume filled never passes the order's (backed by a CHECK constraint).
 */
export async function fillTargetOrder(targetOrderId: number, match: { offerId: number; quantity: Decimal }, windowId: number, now: Date): Promise<FillOutcome> {
  const order = await db.targetOrder.findUnique({ where: { id: targetOrderId } });
  if (!order || (order.status !== 'OPEN' && order.status !== 'PARTLY_FILLED')) return { outcome: 'skipped', reason: 'closed' };
  const user = await placingUser(order.userId);
  if (!user) return suspend(targetOrderId, 'purchase_rights_not_available', now);
  let basketId: string | null = null;
  try {
    const basket = await createBasket(
      user,
      {
        offerId: match.offerId,
        quantity: match.quantity.toFixed(),
        paymentTermId: order.paymentTermId,
        liftingPeriodId: order.liftingPeriodId,
        deliveryLocationId: order.deliveryLocationId,
      },
      now,
    );
    basketId = basket._id;
    const [item] = await sql<{ reservedPrice: string; windowId: number }>`
      SELECT "reservedPrice"::text AS "reservedPrice", "windowId" FROM "BasketItem" WHERE "basketId" = ${basket._id}`;
    // The window moved on, or the buyer's own price is no longer within the limit: nothing to buy now.
    if (item.windowId !== windowId) return await skip(basket._id, 'window_changed');
    const price = new Decimal(item.reservedPrice);
    const facts = await readCheckoutFacts(user, basket._id);
    const placed = await withTransaction(async (tx) => {
      const [locked] = await tx<{
        status: string;
        volume: string;
        filledVolume: string;
        partFills: boolean;
        limitPrice: string;
        fills: number;
        inWindow: boolean;
      }>`
        SELECT t."status", t."volume"::text AS "volume", t."filledVolume"::text AS "filledVolume", t."partFills", t."limitPrice"::text AS "limitPrice",
               (SELECT count(*)::int FROM "TargetOrderFill" f WHERE f."targetOrderId" = t."id") AS "fills",
               EXISTS (SELECT 1 FROM "TargetOrderFill" f WHERE f."targetOrderId" = t."id" AND f."windowId" = ${windowId}) AS "inWindow"
        FROM "TargetOrder" t WHERE t."id" = ${targetOrderId} FOR UPDATE`;
      // Read again under the lock: an edit, a cancel or another evaluator may have come first.
      const lacking = new Decimal(locked.volume).minus(locked.filledVolume);
      if (locked.status !== 'OPEN' && locked.status !== 'PARTLY_FILLED') return 'closed';
      if (locked.inWindow) return 'filled_in_window';
      if (price.gt(locked.limitPrice)) return 'price_above_limit';
      if (locked.partFills ? match.quantity.gt(lacking) : !match.quantity.eq(lacking)) return 'volume_changed';
      const fillNumber = locked.fills + 1;
      const response = await checkoutUnderLocks(
        tx,
        user,
        basket._id,
        `target-order:${targetOrderId}:${fillNumber}`,
        checkoutRequestHash(basket._id),
        facts,
        now,
      );
      const [ordered] = response.orders;
      await tx`
        WITH fill AS (
          INSERT INTO "TargetOrderFill" ("targetOrderId", "fillNumber", "windowId", "orderId", "quantity", "price", "createdAt")
          VALUES (${targetOrderId}, ${fillNumber}, ${windowId}, ${ordered._id}, ${match.quantity.toFixed()}::numeric, ${price.toFixed()}::numeric, ${now}::timestamp)
        )
        UPDATE "TargetOrder" SET "filledVolume" = "filledVolume" + ${match.quantity.toFixed()}::numeric,
          "status" = (CASE WHEN "filledVolume" + ${match.quantity.toFixed()}::numeric >= "volume" THEN 'FILLED' ELSE 'PARTLY_FILLED' END)::"TargetOrderStatus",
          "version" = "version" + 1, "updatedAt" = ${now}::timestamp
        WHERE "id" = ${targetOrderId}`;
      return { orderId: ordered._id, fillNumber };
    });
    if (typeof placed === 'string') return await skip(basket._id, placed);
    forgetFilterOptions([user.accountId, ...sellersOf(facts)]);
    return { outcome: 'filled', ...placed };
  } catch (error) {
    if (!(error instanceof AppError) || error.code === 'unavailable' || error.code === 'internal') throw error;
    if (basketId) await dropBasket(basketId);
    if (error.code === 'trading' && SUSPENDING.has(error.messageKey)) return suspend(targetOrderId, error.messageKey, now);
    // A choice the order leaves open that the offer requires (address, payment term): the buyer must name it.
    if (error.code === 'validation') return suspend(targetOrderId, Object.values(error.fields ?? {})[0] ?? error.messageKey, now);
    return { outcome: 'skipped', reason: error.messageKey };
  }
}

/** A basket no fill ordered leaves the buyer's reservations at once rather than when it expires. */
const dropBasket = (basketId: string) => sql`UPDATE "Basket" SET "status" = 'EXPIRED' WHERE "id" = ${basketId} AND "status" = 'OPEN'`;

async function skip(basketId: string, reason: string): Promise<FillOutcome> {
  await dropBasket(basketId);
  return { outcome: 'skipped', reason };
}

/**
 * Suspends a standing order with the refusal's message key and mails the user who placed it, in
 * one transaction, once (a second evaluator finds it suspended); saving it again (PUT) resumes it.
 * A user who can no longer be reached (not active, company blocked) gets no mail; the screen shows it.
 */
async function suspend(targetOrderId: number, reason: string, now: Date): Promise<FillOutcome> {
  await db.$transaction(async (tx) => {
    const { count } = await tx.targetOrder.updateMany({
      where: { id: targetOrderId, status: { in: ['OPEN', 'PARTLY_FILLED'] } },
      data: { status: 'SUSPENDED', suspendedReason: reason, version: { increment: 1 }, updatedAt: now },
    });
    if (count === 0) return;
    const order = await tx.targetOrder.findUniqueOrThrow({ where: { id: targetOrderId } });
    const [user, product] = await Promise.all([
      tx.user.findUnique({ where: { id: order.userId }, select: { email: true, firstName: true, statusId: true, account: { select: { blocked: true } } } }),
      tx.product.findUnique({ where: { id: order.productId }, select: { name: true } }),
    ]);
    if (!user || user.statusId !== 100 || user.account.blocked) return;
    const { currency, decimals, locale } = brand();
    await enqueueEmail(
      user.email,
      'target_order_suspended',
      {
        firstName: user.firstName,
        product: product?.name ?? '',
        volume: formatNumber(order.volume.minus(order.filledVolume).toFixed(), locale, { decimals: 3, trim: true }),
        limit: `${formatPrice(order.limitPrice.toFixed(), locale, decimals)} ${priceUnitLabel(currency)}`,
      },
      tx,
    );
  });
  return { outcome: 'suspended', reason };
}
