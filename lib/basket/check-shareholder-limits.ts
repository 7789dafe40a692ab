import Decimal from 'decimal.js';
import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { vatRate } from '@/lib/catalogue/vat-rate';
import { sql } from '@/lib/db';
import { brand } from '@/lib/env';
import { itemAmounts } from '@/lib/orders/domain/check-basket';
import { dailyLimitRefusal, startOfPurchaseDay } from '@/lib/orders/domain/check-order';
import { SHAREHOLDER_DEFAULT_CREDIT_DAYS, shareholderCreditRefusal } from '@/lib/orders/domain/shareholder-credit';
import { readBoughtToday, readShareholderExposure } from './read-under-locks';

interface ItemToCheck {
  productId: number;
  /** cbm */
  quantity: Decimal;
  /** The reserved price: per 100L15, or per container for an item of containers. */
  price: Decimal;
  /** Containers of an item sold by the container, else null. */
  unitCount: number | null;
}

/**
 * design 11: a shareholder's purchase limit per product and its credit limit count in the basket
 * as they will at checkout, so a buyer hears of them when reserving or changing an item, with the
 * same refusals (daily_purchase_limit_reached with product and limit, then
 * insufficient_credit_contact_operator). The item counts as if ordered alone on top of today's
 * and the open orders; checkout checks the whole basket again under its locks. Other buyers have
 * no such terms and pay no statement for them.
 */
export async function checkShareholderLimits(user: SessionUser, item: ItemToCheck, now: Date) {
  if (!user.isShareholder) return;
  const [terms] = await sql<{ productName: string; limitCbm: string | null; creditLimit: string | null; creditDays: number | null }>`
    SELECT p."name" AS "productName", l."limitCbm"::text AS "limitCbm", a."shareholderCreditLimit"::text AS "creditLimit", a."shareholderCreditDays" AS "creditDays"
    FROM "Account" a
    JOIN "Product" p ON p."id" = ${item.productId}
    LEFT JOIN "PurchaseLimit" l ON l."accountId" = a."id" AND l."productId" = p."id"
    WHERE a."id" = ${user.accountId}`;
  if (!terms) return;
  const [bought, open, rate] = await Promise.all([
    terms.limitCbm === null ? null : readBoughtToday(sql, user.accountId, [item.productId], startOfPurchaseDay(now, brand().timeZone)),
    terms.creditLimit === null ? null : readShareholderExposure(sql, user.accountId, terms.creditDays ?? SHAREHOLDER_DEFAULT_CREDIT_DAYS, now),
    terms.creditLimit === null ? null : vatRate(user.platformId),
  ]);
  const dailyLimit = bought && { limitCbm: new Decimal(terms.limitCbm!), boughtTodayCbm: bought.get(item.productId)! };
  const overLimit = dailyLimitRefusal(dailyLimit, item.quantity, terms.productName);
  if (overLimit) throw new AppError('trading', overLimit.key, overLimit.data);
  if (!open) return;
  const { gross } = itemAmounts(item, item.unitCount !== null, rate ?? new Decimal(0));
  const overCredit = shareholderCreditRefusal(new Decimal(terms.creditLimit!), open, [gross]);
  if (overCredit) throw new AppError('trading', overCredit.key);
}
