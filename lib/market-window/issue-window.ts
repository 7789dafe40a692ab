import Decimal from 'decimal.js';
import { part } from '@/lib/db';
import { withTransaction } from '@/lib/db-transaction';
import { brand } from '@/lib/env';
import { latestQuotes } from '@/lib/market-data/latest-quotes';
import { buildWindow, fitsSettings, type MarketWindowContent, type WindowPrice } from './domain/window';
import { windowSettings } from './settings';

export interface StoredWindow extends MarketWindowContent {
  id: number;
}

/**
 * Issues the market window that covers `now`, unless one the current settings would issue exists.
 * A covering window that does not fit them (issued under other trading hours or window minutes,
 * e.g. before a restart) ends now, and a window for the rest of the current span replaces it. One issuer at a time across all
 * instances: the transaction takes a PostgreSQL advisory lock first, and the (platform, created)
 * unique index is the backstop.
 */
export async function issueWindow(platformId: string, now = new Date()): Promise<StoredWindow | null> {
  return withTransaction(async (sql) => {
    const [{ locked }] = await sql<{ locked: boolean }>`SELECT pg_try_advisory_xact_lock(hashtext(${issuerLockName(platformId)})) AS "locked"`;
    if (!locked) return null;
    const settings = windowSettings(brand());
    const [current] = await sql<WindowRow>`${windowCovering(platformId, now)}`;
    if (current && fitsSettings(current, now, settings)) return toStored(current);
    if (current) await sql`UPDATE "MarketWindow" SET "expires" = ${now}::timestamp WHERE "id" = ${current.id}`;
    // The window before this one: one dated later (issued with another clock) is not.
    const [previous] = await sql<WindowRow>`${latestWindowBy(platformId, now)}`;
    const content = buildWindow(now, await latestQuotes(sql), previous ? toStored(previous) : null, settings);
    const prices = content.prices.map((p) => ({ symbol: p.symbol, price: p.price.toString(), live: p.live, timestamp: p.timestamp.toISOString() }));
    // A replacement starts now: the ended window keeps its start, and (platform, created) stays unique.
    const [created] = await sql<WindowRow>`
      INSERT INTO "MarketWindow" ("platformId", "created", "expires", "isClone", "marketChange", "prices")
      VALUES (${platformId}, ${current ? now : content.created}::timestamp, ${content.expires}::timestamp, ${content.isClone},
        ${content.marketChange.toString()}::numeric, ${JSON.stringify(prices)}::jsonb)
      RETURNING ${WINDOW_COLUMNS}`;
    return toStored(created);
  });
}

/** The advisory lock that makes one issuer of the platform's windows at a time. */
export const issuerLockName = (platformId: string) => `market-window:${platformId}`;

/** The columns of a window's row (WindowRow) and its platform. */
export const WINDOW_COLUMNS = part`"id", "platformId", "created", "expires", "isClone", "marketChange"::text AS "marketChange", "prices"`;

/** The window that covers `now` (the newest, should two), in WINDOW_COLUMNS: a statement to read as it is or within another. */
export const windowCovering = (platformId: string, now: Date) => part`
  SELECT ${WINDOW_COLUMNS} FROM "MarketWindow" WHERE "platformId" = ${platformId} AND "created" <= ${now}::timestamp AND "expires" > ${now}::timestamp
  ORDER BY "created" DESC LIMIT 1`;

/** The newest window issued at or before `now`, whether or not it still covers it, in WINDOW_COLUMNS. */
export const latestWindowBy = (platformId: string, now: Date) => part`
  SELECT ${WINDOW_COLUMNS} FROM "MarketWindow" WHERE "platformId" = ${platformId} AND "created" <= ${now}::timestamp ORDER BY "created" DESC LIMIT 1`;

/** A window's row as toStored reads it. */
export type WindowRow = Parameters<typeof toStored>[0];

export function toStored(row: {
  id: number;
  created: Date;
  expires: Date;
  isClone: boolean;
  marketChange: { toString(): string };
  prices: unknown;
}): StoredWindow {
  const prices = (row.prices as { symbol: string; price: string; live: boolean; timestamp: string }[]).map((p): WindowPrice => ({
    symbol: p.symbol,
    price: new Decimal(p.price),
    live: p.live,
    timestamp: new Date(p.timestamp),
  }));
  return { id: row.id, created: row.created, expires: row.expires, isClone: row.isClone, marketChange: new Decimal(row.marketChange.toString()), prices };
}
