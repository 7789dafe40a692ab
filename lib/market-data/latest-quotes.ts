import Decimal from 'decimal.js';
import { sql } from '@/lib/db';
import type { TxSql } from '@/lib/db-transaction';
import type { Quote } from '@/lib/market-window/domain/window';

/** The newest live quote of every symbol. */
export async function latestQuotes(query: TxSql = sql): Promise<Quote[]> {
  const rows = await query<{ symbol: string; price: string; timestamp: Date }>`
    SELECT DISTINCT ON ("symbol") "symbol", "price"::text AS "price", "timestamp"
    FROM "MarketQuote" WHERE NOT "settlement" ORDER BY "symbol", "timestamp" DESC`;
  return rows.map((r) => ({ symbol: r.symbol, price: new Decimal(r.price), timestamp: r.timestamp }));
}
