import type Decimal from 'decimal.js';
import { readExposureOrders } from '@/lib/basket/read-under-locks';
import { sql } from '@/lib/db';
import { openExposure } from '@/lib/orders/domain/check-order';
import type { RelationshipRow } from './relationship-record';

/**
 * How much of each credit limit is used: the open exposure checkout counts against the limit
 * (lib/basket/read-under-locks.ts), by the same functions: the buyer's orders with this seller,
 * spot and trigger, not cancelled, within each product's credit days. For the relationships of
 * one account that have a limit; read without locks: a list shows it, checkout decides under its locks.
 */
export async function readCreditUsed(rows: RelationshipRow[], now: Date): Promise<Map<number, Decimal>> {
  const limited = rows.filter((r) => r.creditLimitOption !== 'NONE' && r.creditLimit !== null);
  if (limited.length === 0) return new Map();
  // The rows share the caller's side, so the two lists name exactly their pairs.
  const orders = await readExposureOrders(sql, [...new Set(limited.map((r) => r.buyerAccountId))], [...new Set(limited.map((r) => r.sellerAccountId))], now);
  return new Map(
    limited.map((r) => {
      const own = orders.filter((o) => o.buyerAccountId === r.buyerAccountId && o.sellerAccountId === r.sellerAccountId);
      return [r.id, openExposure(own, new Map(r.creditDays.map((c) => [c.productId, c.days])), now)];
    }),
  );
}
