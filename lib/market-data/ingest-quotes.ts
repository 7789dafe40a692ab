import { db } from '@/lib/db';
import { latestQuotes } from './latest-quotes';
import type { MarketDataSource } from './source';

const KEEP_DAYS = 7;

/**
 * One tick of the market: fetch quotes from the source and store them with their timestamps.
 * Only the instance holding the transaction's advisory lock ingests, so several instances never
 * store the same tick twice. A settlement is stored once per symbol and moment (unique index of
 * migration settlement_quote_once): a source that offers it again on every tick adds nothing, and
 * the first one stored stands. Live quotes are kept a week; settlements, a few a day, stay.
 */
export async function ingestQuotes(source: MarketDataSource, now = new Date()): Promise<number> {
  return db.$transaction(async (tx) => {
    const [{ locked }] = await tx.$queryRaw<{ locked: boolean }[]>`SELECT pg_try_advisory_xact_lock(hashtext('market-data-ingest')) AS locked`;
    if (!locked) return 0;
    const quotes = await source.fetchQuotes(now, await latestQuotes(tx));
    const row = (q: (typeof quotes)[number]) => ({ symbol: q.symbol, price: q.price, timestamp: q.timestamp, settlement: q.settlement ?? false });
    await tx.marketQuote.createMany({ data: quotes.filter((q) => !q.settlement).map(row) });
    await tx.marketQuote.createMany({ data: quotes.filter((q) => q.settlement).map(row), skipDuplicates: true });
    await tx.marketQuote.deleteMany({ where: { settlement: false, timestamp: { lt: new Date(now.getTime() - KEEP_DAYS * 86_400_000) } } });
    return quotes.length;
  });
}
