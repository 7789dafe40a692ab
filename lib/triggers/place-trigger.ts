import { createHash } from 'node:crypto';
import Decimal from 'decimal.js';
import { ROLES } from '@/lib/access/routes';
import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { claimIdempotencyKey, lockRelationships, lockTriggerContract, type LockedTriggerContract } from '@/lib/basket/lock-order';
import { db } from '@/lib/db';
import { withTransaction, type TxSql } from '@/lib/db-transaction';
import { brand } from '@/lib/env';
import { mailOrderStep } from '@/lib/mail/order-mails';
import { getCurrentWindow } from '@/lib/market-window/get-current-window';
import { loadPricingContext } from '@/lib/pricing/price-offers';
import { triggerAmounts } from './domain/trigger-amounts';
import { checkTrigger, liftingDays, splitBundle } from './domain/trigger-rules';
import { checkTriggerLimits, readTriggerLimitFacts } from './check-trigger-limits';
import { priceTrigger } from './price-trigger';
import type { TriggerOrderInput } from './schemas';
import { readTriggerUsage, tradingFacts } from './trigger-state';

export interface TriggerOrderResponse {
  _id: number;
  orderId: string;
  status: string;
  /** The market window whose prices were fixed. */
  windowId: number;
  /** The lifting period chosen, and the collection window it fixed: its first and last day, "2026-12-03". */
  liftingPeriod: string;
  liftingStart: string;
  liftingEnd: string;
  /** The invoice, as a spot order's: net, VAT and gross in the currency, each item's rounded to the cent. */
  net: string;
  vat: string;
  gross: string;
  currency: string;
  items: { productId: number; quantity: string; price: string; net: string; vat: string; gross: string; breakdown: unknown }[];
}

/**
 * POST /api/triggers/orders (design 7): the buyer fixes the price of part of a contract. Read
 * first what a trigger cannot change: the contract's seller, the window, the engine's context, the
 * two accounts and the lifting period. Then in one transaction, locks in the order of
 * lib/basket/lock-order.ts: the idempotency key, the relationship, the contract (so parallel
 * triggers queue, and the terms checked are the terms under the lock); what was triggered in the
 * month and today; every rule of ./domain/trigger-rules.ts in order; the prices of this window
 * with the premium under the lock, refused with the new prices when the buyer saw another window
 * or other prices (./isPriceSeen); its invoice as a spot order's, and the credit and shareholder
 * limits a spot order meets (./check-trigger-limits.ts), the account's lock after the contract's; the order with its items, the seller's e-mail, the stored
 * answer. Any refusal rolls everything back.
 */
export async function placeTrigger(user: SessionUser, input: TriggerOrderInput, now = new Date()): Promise<TriggerOrderResponse> {
  // The route declares no role so that a buyer user without the purchase right hears why, as its
  // trigger button says (the rules' first reason); a missing right stays a 403, before any lock.
  if (!user.roles.includes(ROLES.purchase)) throw new AppError('forbidden', 'trigger_trading_not_permitted', { reason: 'no_purchase_right' });
  // A contract's seller and buyer never change, so its seller is read before the locks.
  const owner = await db.triggerContract.findFirst({ where: { id: input.contractId, buyerAccountId: user.accountId }, select: { sellerAccountId: true } });
  if (!owner) throw new AppError('not_found');
  const window = await getCurrentWindow(user.platformId, now);
  if (!window) throw new AppError('unavailable', 'market_window_unavailable');
  const [context, buyer, seller, period, limits] = await Promise.all([
    loadPricingContext(window, [owner.sellerAccountId]),
    db.account.findUniqueOrThrow({ where: { id: user.accountId }, select: { releasedForTrading: true } }),
    db.account.findUniqueOrThrow({ where: { id: owner.sellerAccountId }, select: { blocked: true, releasedForTrading: true } }),
    db.liftingPeriod.findUnique({ where: { id: input.liftingPeriodId }, select: { name: true, startDays: true, endDays: true } }),
    readTriggerLimitFacts(user, owner.sellerAccountId),
  ]);
  const requestHash = createHash('sha256')
    .update(JSON.stringify({ ...input, idempotencyKey: undefined }))
    .digest('hex');
  return withTransaction(async (sql) => {
    const replay = await claimIdempotencyKey(sql, user.accountId, input.idempotencyKey, requestHash, now);
    if (replay) return replay as unknown as TriggerOrderResponse;
    const [relationship] = await lockRelationships(sql, user.accountId, [owner.sellerAccountId]);
    const contract = await lockTriggerContract(sql, input.contractId, user.accountId);
    const [used] = await readTriggerUsage(sql, [contract.id], now);
    // Priced with the premium read under the lock; a product the engine cannot price is the rules' generic failure.
    const volumes = triggerVolumes(contract, input).map((v) => ({ ...v, priced: priceTrigger(context, contract, v.productId, user.accountId) }));
    const refusal = checkTrigger({
      now,
      zone: brand().timeZone,
      trading: tradingFacts(user, buyer, seller, relationship?.status, window),
      contract,
      used,
      request: {
        volumes: volumes.map((v) => ({
          product: contract.products.find((p) => p.productId === v.productId)!.name,
          quantity: v.quantity,
          priced: v.priced.ok,
        })),
        liftingPeriod: period,
        pickupStart: input.pickupStart ?? null,
      },
    });
    if (refusal) throw new AppError('trading', refusal.key, 'data' in refusal ? refusal.data : undefined);
    const prices = volumes.flatMap(({ productId, quantity, priced }) =>
      priced.ok ? [{ productId, quantity: quantity.toFixed(), price: priced.price.toFixed(), breakdown: priced.breakdown }] : [],
    );
    if (!isPriceSeen(input, window.id, prices)) {
      throw new AppError('conflict', 'trigger_price_changed', { windowId: window.id, prices: prices.map(({ productId, price }) => ({ productId, price })) });
    }
    const amounts = triggerAmounts(prices, limits.vatRate);
    const items = prices.map(({ breakdown, ...item }, i) => ({
      ...item,
      net: amounts.items[i].net.toFixed(2),
      vat: amounts.items[i].vat.toFixed(2),
      gross: amounts.items[i].gross.toFixed(2),
      breakdown,
    }));
    const named = items.map((i) => ({ ...i, product: contract.products.find((p) => p.productId === i.productId)!.name }));
    await checkTriggerLimits(sql, user, limits, relationship!, { sellerAccountId: contract.sellerAccountId, gross: amounts.gross, items: named }, now);
    // The checks passed, so the period is known and lies within the month: its days are fixed now.
    const lifting = { period: period!.name, ...liftingDays(period!, now, brand().timeZone) };
    const invoice = {
      net: amounts.net.toFixed(2),
      vatRate: limits.vatRate.toFixed(2),
      vat: amounts.vat.toFixed(2),
      gross: amounts.gross.toFixed(2),
      currency: brand().currency,
    };
    const order = await insertTrigger(sql, user, input, contract, window.id, lifting, items, invoice, now);
    const response: TriggerOrderResponse = {
      _id: order.id,
      orderId: order.orderNumber,
      status: order.status,
      windowId: window.id,
      liftingPeriod: lifting.period,
      liftingStart: lifting.start,
      liftingEnd: lifting.end,
      net: invoice.net,
      vat: invoice.vat,
      gross: invoice.gross,
      currency: invoice.currency,
      items,
    };
    const [stored] = await sql<{ response: TriggerOrderResponse }>`
      UPDATE "IdempotencyKey" SET "response" = ${JSON.stringify(response)}::jsonb
      WHERE "accountId" = ${user.accountId} AND "key" = ${input.idempotencyKey} RETURNING "response"`;
    return stored.response;
  });
}

/**
 * The cbm per product: a single product's own item, or a mogas bundle's total split by the
 * contract (its items name the contract's products; a bundle needs its pickup start). Else a 400.
 */
function triggerVolumes(contract: LockedTriggerContract, input: TriggerOrderInput) {
  const parts = contract.products;
  const fields: Record<string, string> = {};
  if (input.items.some((item) => !parts.some((p) => p.productId === item.productId))) fields.items = 'product_required';
  if (parts.length > 1 && !input.pickupStart) fields.pickupStart = 'pickup_start_required';
  if (Object.keys(fields).length) throw new AppError('validation', 'validation_failed', undefined, fields);
  const total = input.items.reduce((sum, item) => sum.plus(item.quantity), new Decimal(0));
  return parts.length > 1 ? splitBundle(total, parts) : [{ productId: parts[0].productId, quantity: total }];
}

type PricedItem = TriggerOrderResponse['items'][number];

/**
 * Whether the buyer saw what is fixed: the window it names, and for each item the price it names
 * (the premium or the seller's rules may have changed since). A request that names neither fixes
 * the current price.
 */
function isPriceSeen(input: TriggerOrderInput, windowId: number, items: Pick<PricedItem, 'productId' | 'price'>[]) {
  if (input.windowId !== undefined && input.windowId !== windowId) return false;
  const { prices } = input;
  if (!prices) return true;
  return items.every((item) => {
    const seen = prices.find((p) => p.productId === item.productId);
    return seen !== undefined && new Decimal(seen.price).equals(item.price);
  });
}

/** One statement under the lock, the order and its items, so the contract is held briefly; then the seller's mails. */
async function insertTrigger(
  sql: TxSql,
  user: SessionUser,
  input: TriggerOrderInput,
  contract: LockedTriggerContract,
  windowId: number,
  lifting: { period: string; start: string; end: string },
  items: PricedItem[],
  invoice: { net: string; vatRate: string; vat: string; gross: string; currency: string },
  now: Date,
) {
  const total = items.reduce((sum, i) => sum.plus(i.quantity), new Decimal(0));
  const [order] = await sql<{ id: number; orderNumber: string; status: string }>`
    WITH drawn AS (SELECT nextval(pg_get_serial_sequence('"TriggerOrder"', 'id'))::int AS "id"),
    placed AS (
      INSERT INTO "TriggerOrder" ("id", "orderNumber", "contractId", "buyerAccountId", "buyerUserId", "sellerAccountId", "quantity", "liftingPeriodId",
        "liftingStart", "liftingEnd", "pickupStart", "windowId", "net", "vatRate", "vat", "gross", "currency", "created")
      SELECT "id", ${`${user.platformId}-T-`} || lpad("id"::text, 7, '0'), ${contract.id}, ${user.accountId}, ${user.userId}, ${contract.sellerAccountId},
        ${total.toFixed()}::numeric, ${input.liftingPeriodId}, ${lifting.start}::date, ${lifting.end}::date, ${input.pickupStart ?? null}::date, ${windowId},
        ${invoice.net}::numeric, ${invoice.vatRate}::numeric, ${invoice.vat}::numeric, ${invoice.gross}::numeric, ${invoice.currency}, ${now}::timestamp
      FROM drawn RETURNING "id", "orderNumber", "status"),
    lines AS (
      INSERT INTO "TriggerOrderItem" ("triggerOrderId", "productId", "quantity", "price", "net", "vat", "gross", "breakdown")
      SELECT placed."id", t."productId", t."quantity", t."price", t."net", t."vat", t."gross", t."breakdown"
      FROM placed, jsonb_to_recordset(${JSON.stringify(items)}::jsonb)
        AS t("productId" int, "quantity" numeric, "price" numeric, "net" numeric, "vat" numeric, "gross" numeric, "breakdown" jsonb))
    SELECT * FROM placed`;
  const name = (productId: number) => contract.products.find((p) => p.productId === productId)?.name ?? '';
  await mailOrderStep(
    sql,
    'trigger_placed',
    { accountId: contract.sellerAccountId },
    {
      buyerName: user.accountName,
      orderNumber: order.orderNumber,
      ekkNumber: contract.ekkNumber,
      items: items.map((i) => ({ product: name(i.productId), quantity: i.quantity, price: i.price })),
      lifting,
    },
    now,
  );
  return order;
}
