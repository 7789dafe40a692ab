import { createHash } from 'node:crypto';
import Decimal from 'decimal.js';
import { DateTime } from 'luxon';
import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { claimIdempotencyKey } from '@/lib/basket/lock-order';
import { db } from '@/lib/db';
import { withTransaction } from '@/lib/db-transaction';
import { brand } from '@/lib/env';
import { renderEmail } from '@/lib/mail/enqueue-email';
import { getCurrentWindow } from '@/lib/market-window/get-current-window';
import { startOfPurchaseDay } from '@/lib/orders/domain/check-order';
import { loadPricingContext } from '@/lib/pricing/price-offers';
import { allowedVolume, checkTrigger, splitBundle } from './domain/trigger-rules';
import { priceTrigger } from './price-trigger';
import type { TriggerOrderInput } from './schemas';

export interface TriggerOrderResponse {
  _id: number;
  orderId: string;
  status: string;
  items: { productId: number; quantity: string; price: string; breakdown: unknown }[];
}

/**
 * POST /api/triggers/orders (design 7): the buyer fixes the price of part of a contract. Read
 * first: the contract, the window and the engine's context. Then in one transaction: the
 * idempotency key, the contract row locked (so parallel triggers queue), what was triggered in the
 * month and today read under that lock, every rule of ./domain/trigger-rules.ts in order, the
 * prices fixed at this window, the order with its items, the seller's e-mail, the stored answer.
 * Any refusal rolls everything back.
 */
export async function placeTrigger(user: SessionUser, input: TriggerOrderInput, now = new Date()): Promise<TriggerOrderResponse> {
  const contract = await db.triggerContract.findFirst({ where: { id: input.contractId, buyerAccountId: user.accountId }, include: { products: true } });
  if (!contract) throw new AppError('not_found');
  const window = await getCurrentWindow(user.platformId, now);
  if (!window) throw new AppError('unavailable', 'market_window_unavailable');
  const [context, account, relationship, period, products] = await Promise.all([
    loadPricingContext(window, [contract.sellerAccountId]),
    db.account.findUniqueOrThrow({ where: { id: user.accountId }, select: { releasedForTrading: true } }),
    db.relationship.findFirst({ where: { buyerAccountId: user.accountId, sellerAccountId: contract.sellerAccountId }, select: { status: true } }),
    db.liftingPeriod.findUnique({ where: { id: input.liftingPeriodId }, select: { startDays: true, endDays: true } }),
    db.product.findMany({ where: { id: { in: contract.products.map((p) => p.productId) } }, select: { id: true, name: true } }),
  ]);
  const volumes = itemVolumes(contract.products, input.items);
  const { timeZone, flags } = brand();
  const today = DateTime.fromJSDate(now, { zone: timeZone }).startOf('day');
  const requestHash = createHash('sha256')
    .update(JSON.stringify({ ...input, idempotencyKey: undefined }))
    .digest('hex');
  return withTransaction(async (sql) => {
    const replay = await claimIdempotencyKey(sql, user.accountId, input.idempotencyKey, requestHash, now);
    if (replay) return replay as unknown as TriggerOrderResponse;
    await sql`SELECT "id" FROM "TriggerContract" WHERE "id" = ${contract.id} FOR UPDATE`;
    const [taken] = await sql<{ month: string | null; today: number }>`
      SELECT sum(o."quantity") FILTER (WHERE o."status" <> 'CANCELLED') AS "month",
             count(*) FILTER (WHERE o."status" <> 'CANCELLED' AND o."created" >= ${startOfPurchaseDay(now, timeZone)}::timestamp)::int AS "today"
      FROM "TriggerOrder" o WHERE o."contractId" = ${contract.id}`;
    const refusal = checkTrigger({
      now,
      zone: timeZone,
      tradingPermitted: account.releasedForTrading && !flags.purchasingDisabled && relationship?.status === 'ENABLED' && !window.isClone,
      times: { weekdays: contract.weekdays, from: contract.timeFrom, to: contract.timeTo },
      volumes: volumes.map((v) => ({ product: products.find((p) => p.id === v.productId)?.name ?? '', quantity: v.quantity })),
      orderMin: new Decimal(contract.orderMin),
      orderMax: new Decimal(contract.orderMax),
      month: contract.month,
      liftingPeriod: period && { start: today.plus({ days: period.startDays }).toISODate()!, end: today.plus({ days: period.endDays }).toISODate()! },
      dailyCount: contract.dailyCount,
      triggeredToday: taken.today,
      available: allowedVolume(new Decimal(contract.monthlyVolume), new Decimal(contract.flexibility)).minus(taken.month ?? 0),
    });
    if (refusal) throw new AppError('trading', refusal.key, 'data' in refusal ? refusal.data : undefined);
    const items = volumes.map((v) => {
      const priced = priceTrigger(context, contract, v.productId, user.accountId);
      if (!priced.ok) throw new AppError('trading', 'trigger_failed');
      return { productId: v.productId, quantity: v.quantity.toFixed(), price: priced.price.toFixed(), breakdown: priced.breakdown };
    });
    const total = volumes.reduce((sum, v) => sum.plus(v.quantity), new Decimal(0));
    const mail = renderEmail('trigger_placed', {
      buyerName: user.accountName,
      orderNumber: '{orderNumber}',
      ekkNumber: contract.ekkNumber,
      lines: items.map((i) => `${products.find((p) => p.id === i.productId)?.name}: ${i.quantity} cbm zu ${i.price} ${brand().currency}/100L15`).join('\n'),
    });
    // One statement under the lock: the order, its items and the seller's mails, so the contract is held briefly.
    const [order] = await sql<{ id: number; orderNumber: string; status: string }>`
      WITH drawn AS (SELECT nextval(pg_get_serial_sequence('"TriggerOrder"', 'id'))::int AS "id"),
      placed AS (
        INSERT INTO "TriggerOrder" ("id", "orderNumber", "contractId", "buyerAccountId", "buyerUserId", "sellerAccountId", "quantity", "liftingPeriodId",
          "pickupStart", "windowId", "created")
        SELECT "id", ${`${user.platformId}-T-`} || lpad("id"::text, 7, '0'), ${contract.id}, ${user.accountId}, ${user.userId}, ${contract.sellerAccountId},
          ${total.toFixed()}::numeric, ${input.liftingPeriodId}, ${input.pickupStart ?? null}::date, ${window.id}, ${now}::timestamp
        FROM drawn RETURNING "id", "orderNumber", "status"),
      lines AS (
        INSERT INTO "TriggerOrderItem" ("triggerOrderId", "productId", "quantity", "price", "breakdown")
        SELECT placed."id", t."productId", t."quantity", t."price", t."breakdown"
        FROM placed, jsonb_to_recordset(${JSON.stringify(items)}::jsonb) AS t("productId" int, "quantity" numeric, "price" numeric, "breakdown" jsonb)),
      mails AS (
        INSERT INTO "EmailOutbox" ("to", "subject", "template", "body", "createdAt")
        SELECT u."email", replace(${mail.subject}, '{orderNumber}', placed."orderNumber"), 'trigger_placed',
               replace(${mail.body}, '{orderNumber}', placed."orderNumber"), ${now}::timestamp
        FROM "User" u, placed
        WHERE u."accountId" = ${contract.sellerAccountId} AND NOT u."locked" AND (u."isAdmin" OR 'MyRelationships_View' = ANY(u."roles")))
      SELECT * FROM placed`;
    const response: TriggerOrderResponse = { _id: order.id, orderId: order.orderNumber, status: order.status, items };
    const [stored] = await sql<{ response: TriggerOrderResponse }>`
      UPDATE "IdempotencyKey" SET "response" = ${JSON.stringify(response)}::jsonb
      WHERE "accountId" = ${user.accountId} AND "key" = ${input.idempotencyKey} RETURNING "response"`;
    return stored.response;
  });
}

/** The cbm per product: a single product's own item, or a mogas bundle's total split by the contract. */
function itemVolumes(parts: { productId: number; percent: { toString(): string } }[], items: TriggerOrderInput['items']) {
  const total = items.reduce((sum, item) => sum.plus(item.quantity), new Decimal(0));
  if (parts.length > 1)
    return splitBundle(
      total,
      parts.map((p) => ({ productId: p.productId, percent: new Decimal(p.percent.toString()) })),
    );
  if (items.some((item) => item.productId !== parts[0].productId))
    throw new AppError('validation', 'validation_failed', undefined, { items: 'product_required' });
  return [{ productId: parts[0].productId, quantity: total }];
}
