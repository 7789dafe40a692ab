import Decimal from 'decimal.js';
import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { hasCreditLimit } from '@/lib/basket/check-locked-basket';
import { vatRate } from '@/lib/catalogue/vat-rate';
import { lockBuyerAccount, type LockedRelationship } from '@/lib/basket/lock-order';
import { readBoughtToday, readOpenExposure, readShareholderExposure } from '@/lib/basket/read-under-locks';
import { sql as db } from '@/lib/db';
import type { TxSql } from '@/lib/db-transaction';
import { brand } from '@/lib/env';
import { creditLimitRefusal, dailyLimitRefusal, startOfPurchaseDay } from '@/lib/orders/domain/check-order';
import { SHAREHOLDER_DEFAULT_CREDIT_DAYS, shareholderCreditRefusal } from '@/lib/orders/domain/shareholder-credit';

export type TriggerLimitFacts = Awaited<ReturnType<typeof readTriggerLimitFacts>>;

/**
 * What the limits of a trigger read before any lock, as checkout's facts are (lib/basket/read-checkout-facts.ts):
 * the platform's VAT rate, the credit days the seller set per product, the buyer's shareholder
 * credit limit and days, and its daily purchase limits by product. One statement beside the VAT rate (kept per platform).
 */
export async function readTriggerLimitFacts(user: SessionUser, sellerAccountId: number) {
  const [[row], rate] = await Promise.all([
    db<{
      creditDayProducts: number[] | null;
      creditDays: number[] | null;
      creditLimit: string | null;
      shareholderCreditDays: number | null;
      limitProducts: number[];
      limitCbm: string[];
    }>`
    SELECT (SELECT array_agg(c."productId" ORDER BY c."productId") FROM "RelationshipCreditDays" c JOIN "Relationship" r ON r."id" = c."relationshipId"
             WHERE r."buyerAccountId" = a."id" AND r."sellerAccountId" = ${sellerAccountId}) AS "creditDayProducts",
           (SELECT array_agg(c."days" ORDER BY c."productId") FROM "RelationshipCreditDays" c JOIN "Relationship" r ON r."id" = c."relationshipId"
             WHERE r."buyerAccountId" = a."id" AND r."sellerAccountId" = ${sellerAccountId}) AS "creditDays",
           a."shareholderCreditLimit"::text AS "creditLimit", a."shareholderCreditDays",
           ARRAY(SELECT l."productId" FROM "PurchaseLimit" l WHERE l."accountId" = a."id" ORDER BY l."productId") AS "limitProducts",
           ARRAY(SELECT l."limitCbm"::text FROM "PurchaseLimit" l WHERE l."accountId" = a."id" ORDER BY l."productId") AS "limitCbm"
    FROM "Account" a WHERE a."id" = ${user.accountId}`,
    vatRate(user.platformId),
  ]);
  const creditDayProducts = row?.creditDayProducts ?? [];
  return {
    vatRate: rate ?? new Decimal(0),
    creditDays: new Map(creditDayProducts.map((productId, i) => [productId, row!.creditDays![i]])),
    shareholderCreditLimit: row?.creditLimit ? new Decimal(row.creditLimit) : null,
    shareholderCreditDays: row?.shareholderCreditDays ?? SHAREHOLDER_DEFAULT_CREDIT_DAYS,
    dailyLimits: new Map((row?.limitProducts ?? []).map((productId, i) => [productId, new Decimal(row!.limitCbm[i])])),
  };
}

/**
 * A trigger order counts against the buyer's limits as a spot order does (design 6, 11), with the
 * same refusals in the same order: the seller's credit limit (open exposure with the seller, spot
 * and trigger, within the credit days, and this order's gross), a shareholder's daily purchase
 * limit per product, then its credit limit over all sellers. Read under the relationship lock
 * (step 3 of lib/basket/lock-order.ts) taken before the contract; the account lock (step 5) comes
 * after the contract and only where a shareholder limit applies, as at checkout.
 */
export async function checkTriggerLimits(
  sql: TxSql,
  user: SessionUser,
  facts: TriggerLimitFacts,
  relationship: LockedRelationship,
  order: { sellerAccountId: number; gross: Decimal; items: { productId: number; quantity: string; product: string }[] },
  now: Date,
) {
  if (hasCreditLimit(relationship)) {
    const exposure = await readOpenExposure(sql, user.accountId, new Map([[order.sellerAccountId, facts.creditDays]]), now);
    const keptBy = user.isShareholder ? ('OPERATOR' as const) : ('SELLER' as const);
    const refusal = creditLimitRefusal(
      { creditLimit: new Decimal(relationship.creditLimit!), creditLimitKeptBy: keptBy },
      exposure.get(order.sellerAccountId)!,
      order.gross,
    );
    if (refusal) throw new AppError('trading', refusal.key);
  }
  const limited = order.items.filter((item) => facts.dailyLimits.has(item.productId));
  if (limited.length === 0 && !facts.shareholderCreditLimit) return;
  await lockBuyerAccount(sql, user.accountId);
  if (limited.length > 0) {
    const dayStart = startOfPurchaseDay(now, brand().timeZone);
    const bought = await readBoughtToday(sql, user.accountId, [...new Set(limited.map((i) => i.productId))], dayStart);
    for (const item of limited) {
      const limit = { limitCbm: facts.dailyLimits.get(item.productId)!, boughtTodayCbm: bought.get(item.productId)! };
      const refusal = dailyLimitRefusal(limit, new Decimal(item.quantity), item.product);
      if (refusal) throw new AppError('trading', refusal.key, refusal.data);
    }
  }
  if (facts.shareholderCreditLimit) {
    const open = await readShareholderExposure(sql, user.accountId, facts.shareholderCreditDays, now);
    const refusal = shareholderCreditRefusal(facts.shareholderCreditLimit, open, [order.gross]);
    if (refusal) throw new AppError('trading', refusal.key);
  }
}
