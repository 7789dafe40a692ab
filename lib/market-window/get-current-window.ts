import { db } from '@/lib/db';
import { brand } from '@/lib/env';
import { fitsSettings } from './domain/window';
import { isMarketOpen, nextOpening } from './domain/trading-hours';
import { windowSettings } from './settings';
import { issueWindow, toStored, type StoredWindow } from './issue-window';

/**
 * The window that covers now; issues it when the issuer has not yet (the loop runs every few
 * seconds), or when the covering one was issued under other settings.
 */
export async function getCurrentWindow(platformId: string, now = new Date()): Promise<StoredWindow | null> {
  const current = await db.marketWindow.findFirst({ where: { platformId, created: { lte: now }, expires: { gt: now } }, orderBy: { created: 'desc' } });
  if (current && fitsSettings(current, now, windowSettings(brand()))) return toStored(current);
  const issued = await issueWindow(platformId, now);
  if (issued) return issued;
  // Another instance is issuing right now: its window is there a moment later.
  const latest = await db.marketWindow.findFirst({ where: { platformId, created: { lte: now } }, orderBy: { created: 'desc' } });
  return latest ? toStored(latest) : null;
}

/** The answer of GET /api/generic/marketWindow (platform-shell 3); decimals travel as strings. */
export function windowDto(window: StoredWindow, now = new Date()) {
  return {
    _id: window.id,
    prices: window.prices.map((p) => ({ symbol: p.symbol, price: p.price.toString(), live: p.live, timestamp: p.timestamp.toISOString() })),
    created: window.created.toISOString(),
    expires: window.expires.toISOString(),
    currentTime: now.toISOString(),
    marketChange: window.marketChange.toString(),
    isClone: window.isClone,
    ...marketHours(now),
  };
}

/** Whether the market trades now and, while it does not, when it opens (the brand's trading hours). */
export function marketHours(now: Date) {
  const { tradingHours, timeZone } = windowSettings(brand());
  const open = isMarketOpen(now, tradingHours, timeZone);
  return { marketOpen: open, opens: open ? null : nextOpening(now, tradingHours, timeZone).toISOString() };
}
