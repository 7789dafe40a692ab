import { withTransaction } from '@/lib/db-transaction';
import { latestQuotes } from './latest-quotes';
import type { MarketDataSource } from './source';

const KEEP_DAYS = 7;

/**
 * One tick of the market: fetch quotes from the source and store them with their timestamps.
 * Only the instance holding the transaction's advisory lock ingests, so several instances never
 * store the same tick twice. A settlement is stored once per symbol and moment (unique index of
 * migration settlement_quote_once, the only one a quote can meet: ON CONFLICT DO NOTHING): a source
 * that offers it again on every tick adds nothing, and the first one stored stands. Live quotes
 * are kept a week; settlements, a few a day, stay.
 */
export async function ingestQuotes(source: MarketDataSource, now = new Date()): Promise<number> {
  return withTransaction(async (sql) => {
    const [{ locked }] = await sql<{ locked: boolean }>`SELECT pg_try_advisory_xact_lock(hashtext('market-data-ingest')) AS "locked"`;
    if (!locked) return 0;
    const quotes = await source.fetchQuotes(now, await latestQuotes(sql));
    if (quotes.length) {
      await sql`
        INSERT INTO "MarketQuote" ("symbol", "price", "timestamp", "settlement")
        SELECT * FROM unnest(${quotes.map((q) => q.symbol)}::text[], ${quotes.map((q) => q.price.toString())}::numeric[],
          ${quotes.map((q) => q.timestamp)}::timestamp[], ${quotes.map((q) => q.settlement ?? false)}::boolean[])
        ON CONFLICT DO NOTHING`;
    }
    await sql`DELETE FROM "MarketQuote" WHERE NOT "settlement" AND "timestamp" < ${new Date(now.getTime() - KEEP_DAYS * 86_400_000)}::timestamp`;
    return quotes.length;
  });
}
