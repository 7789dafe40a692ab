import { DateTime } from 'luxon';
import { db } from '@/lib/db';
import type { QuoteHistoryDto } from './schemas';

/**
 * Today's live quotes of `symbol` (today in the brand's zone), the last quote of each minute.
 * The feed ticks every few seconds, so a day holds thousands of quotes; PostgreSQL reduces them
 * to one row per minute (DISTINCT ON the minute, newest first) on the (symbol, settlement,
 * timestamp) index, and only those travel.
 */
export async function getQuoteHistory(symbol: string, timeZone: string, now = new Date()): Promise<QuoteHistoryDto> {
  const start = DateTime.fromJSDate(now, { zone: timeZone }).startOf('day');
  const rows = await db.$queryRaw<{ minute: Date; price: string }[]>`
    SELECT DISTINCT ON (date_trunc('minute', "timestamp")) date_trunc('minute', "timestamp") AS "minute", "price"::text AS "price"
    FROM "MarketQuote"
    WHERE "symbol" = ${symbol} AND NOT "settlement" AND "timestamp" >= ${start.toJSDate()} AND "timestamp" < ${start.plus({ days: 1 }).toJSDate()}
    ORDER BY date_trunc('minute', "timestamp"), "timestamp" DESC`;
  return { symbol, points: rows.map((r) => ({ t: r.minute.toISOString(), price: r.price })) };
}
