import Decimal from 'decimal.js';
import { db } from '@/lib/db';
import { MAX_CREDIT_DAYS, openExposure } from '@/lib/orders/domain/check-order';
import type { RelationshipRow } from './relationship-record';

/**
 * How much of each credit limit is used: the open exposure checkout counts against the limit
 * (lib/basket/read-under-locks.ts), by the same function, for the relationships of one account
 * that have a limit. Read without locks: a list shows it, checkout decides under its locks.
 */
export async function readCreditUsed(rows: RelationshipRow[], now: Date): Promise<Map<number, Decimal>> {
  const limited = rows.filter((r) => r.creditLimitOption !== 'NONE' && r.creditLimit !== null);
  if (limited.length === 0) return new Map();
  // The rows share the caller's side, so the two lists name exactly their pairs.
  const orders = await db.order.findMany({
    where: {
      buyerAccountId: { in: [...new Set(limited.map((r) => r.buyerAccountId))] },
      sellerAccountId: { in: [...new Set(limited.map((r) => r.sellerAccountId))] },
      status: { not: 'CANCELLED' },
      created: { gt: new Date(now.getTime() - MAX_CREDIT_DAYS * 86_400_000) },
    },
    select: { buyerAccountId: true, sellerAccountId: true, productId: true, gross: true, created: true, status: true },
  });
  return new Map(
    limited.map((r) => {
      const own = orders
        .filter((o) => o.buyerAccountId === r.buyerAccountId && o.sellerAccountId === r.sellerAccountId)
        .map((o) => ({ ...o, gross: new Decimal(o.gross.toString()) }));
      return [r.id, openExposure(own, new Map(r.creditDays.map((c) => [c.productId, c.days])), now)];
    }),
  );
}
