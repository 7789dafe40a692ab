import Decimal from 'decimal.js';
import { db } from '@/lib/db';
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
  return db.$transaction(async (tx) => {
    const [{ locked }] = await tx.$queryRaw<{ locked: boolean }[]>`SELECT pg_try_advisory_xact_lock(hashtext(${issuerLockName(platformId)})) AS locked`;
    if (!locked) return null;
    const settings = windowSettings(brand());
    const current = await tx.marketWindow.findFirst({ where: { platformId, created: { lte: now }, expires: { gt: now } }, orderBy: { created: 'desc' } });
    if (current && fitsSettings(current, now, settings)) return toStored(current);
    if (current) await tx.marketWindow.update({ where: { id: current.id }, data: { expires: now } });
    // The window before this one: one dated later (issued with another clock) is not.
    const previous = await tx.marketWindow.findFirst({ where: { platformId, created: { lte: now } }, orderBy: { created: 'desc' } });
    const content = buildWindow(now, await latestQuotes(tx), previous ? toStored(previous) : null, settings);
    const created = await tx.marketWindow.create({
      data: {
        platformId,
        // A replacement starts now: the ended window keeps its start, and (platform, created) stays unique.
        created: current ? now : content.created,
        expires: content.expires,
        isClone: content.isClone,
        marketChange: content.marketChange,
        prices: content.prices.map((p) => ({ symbol: p.symbol, price: p.price.toString(), live: p.live, timestamp: p.timestamp.toISOString() })),
      },
    });
    return toStored(created);
  });
}

/** The advisory lock that makes one issuer of the platform's windows at a time. */
export const issuerLockName = (platformId: string) => `market-window:${platformId}`;

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
