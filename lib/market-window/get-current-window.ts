import { sql } from '@/lib/db';
import { listening, onMarketChanged, startMarketEvents } from '@/lib/db-events';
import { brand } from '@/lib/env';
import { fitsSettings } from './domain/window';
import { isMarketOpen, nextOpening } from './domain/trading-hours';
import { windowSettings } from './settings';
import { issueWindow, latestWindowBy, toStored, windowCovering, type StoredWindow, type WindowRow } from './issue-window';

/**
 * The window this instance last read or issued, per platform. Every page render and API call asks
 * for the window; it changes once per window. Any write to MarketWindow notifies (trigger
 * market_changed), which drops the lot; while nobody listens the cache is not used. `generation`
 * keeps a read that a change overtook from being kept.
 */
const cache = { windows: new Map<string, StoredWindow>(), generation: 0 };
onMarketChanged(() => {
  cache.generation += 1;
  cache.windows.clear();
});

/**
 * The window that covers now; issues it when the issuer has not yet (the loop runs every few
 * seconds), or when the covering one was issued under other settings.
 */
export async function getCurrentWindow(platformId: string, now = new Date()): Promise<StoredWindow | null> {
  startMarketEvents();
  const settings = windowSettings(brand());
  const current = (window: StoredWindow) => window.created <= now && now < window.expires && fitsSettings(window, now, settings);
  const cached = listening() ? cache.windows.get(platformId) : undefined;
  if (cached && current(cached)) return cached;
  const generation = cache.generation;
  const window = await readCurrentWindow(platformId, now, settings);
  // Only the window that covers now under today's settings is kept (not the fallback of an issuer racing this one).
  if (window && current(window) && listening() && generation === cache.generation) cache.windows.set(platformId, window);
  return window;
}

async function readCurrentWindow(platformId: string, now: Date, settings: ReturnType<typeof windowSettings>): Promise<StoredWindow | null> {
  const [current] = await sql<WindowRow>`${windowCovering(platformId, now)}`;
  if (current && fitsSettings(current, now, settings)) return toStored(current);
  const issued = await issueWindow(platformId, now);
  if (issued) return issued;
  // Another instance is issuing right now: its window is there a moment later.
  const [latest] = await sql<WindowRow>`${latestWindowBy(platformId, now)}`;
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

export type MarketWindowAnswer = ReturnType<typeof windowDto>;

/** Whether the market trades now and, while it does not, when it opens (the brand's trading hours). */
export function marketHours(now: Date) {
  const { tradingHours, timeZone } = windowSettings(brand());
  const open = isMarketOpen(now, tradingHours, timeZone);
  return { marketOpen: open, opens: open ? null : nextOpening(now, tradingHours, timeZone).toISOString() };
}
