import { db } from '@/lib/db';
import { latestQuotes } from './latest-quotes';
import type { MarketDataSource } from './source';

const KEEP_DAYS = 7;

/**
 * One tick of the market: fetch quotes from the source and store them with their timestamps.
 * Only the instance holding the transaction's advisory lock ingests, so several instances never
 * store the same tick twice.
 */
export async function ingestQuotes(source: MarketDataSource, now = new Date()): Promise<number> {
  return db.$transaction(async (tx) => {
    const [{ locked }] = await tx.$queryRaw<{ locked: boolean }[]>`SELECT pg_try_advisory_xact_lock(hashtext('market-data-ingest')) AS locked`;
    if (!locked) return 0;
    const quotes = await source.fetchQuotes(now, await latestQuotes(tx));
    await tx.marketQuote.createMany({ data: quotes.map((q) => ({ symbol: q.symbol, price: q.price, timestamp: q.timestamp })) });
    await tx.marketQuote.deleteMany({ where: { timestamp: { lt: new Date(now.getTime() - KEEP_DAYS * 86_400_000) } } });
    return quotes.length;
  });
}
