import type { Tx } from '@/lib/db';
import type { TxSql } from '@/lib/db-transaction';
import { lockOpenBasket as lockBasket } from './lock-order';

/**
 * Locks a basket of the caller's account for the rest of a Prisma transaction and makes sure it is
 * still open: step 2 of the lock order (./lock-order.ts). Item changes and repricing go through
 * here, checkout through the same statement, so none of them can change a basket another one has
 * just ordered.
 */
export function lockOpenBasket(tx: Tx, buyerAccountId: number, basketId: string) {
  const sql = ((strings: TemplateStringsArray, ...values: unknown[]) => tx.$queryRaw(strings, ...values)) as TxSql;
  return lockBasket(sql, buyerAccountId, basketId);
}
