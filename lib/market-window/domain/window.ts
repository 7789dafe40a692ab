import Decimal from 'decimal.js';
import { DateTime } from 'luxon';
import { FRONT_MONTH, LIVE_FRESHNESS_MS } from './live-market';
import { atTime, isMarketOpen, nextOpening, type TradingHours } from './trading-hours';

export type { TradingHours };

export interface Quote {
  symbol: string;
  price: Decimal;
  timestamp: Date;
}

export interface WindowPrice extends Quote {
  live: boolean;
}

export interface MarketWindowContent {
  created: Date;
  expires: Date;
  prices: WindowPrice[];
  isClone: boolean;
  marketChange: Decimal;
}

export interface WindowSettings {
  minutes: number;
  tradingHours: TradingHours;
  timeZone: string;
}

/**
 * The next market window (design 4). During trading hours windows start on the N-minute grid of
 * the brand's zone and last N minutes; outside trading hours one window lasts until the next
 * opening. Prices are the newest quote per symbol; when no /GAS quote is fresher than 2 minutes,
 * or the market is closed, the window clones the previous prices (limited market).
 */
export function buildWindow(now: Date, latest: Quote[], previous: MarketWindowContent | null, settings: WindowSettings): MarketWindowContent {
  const { created, expires, open } = windowBounds(now, settings);
  const front = latest.find((q) => q.symbol === FRONT_MONTH);
  const fresh = front !== undefined && now.getTime() - front.timestamp.getTime() <= LIVE_FRESHNESS_MS;
  if (!open || !fresh) {
    const prices = (previous?.prices ?? latest.map((q) => ({ ...q, live: false }))).map((p) => ({ ...p, live: false }));
    return { created, expires, prices, isClone: true, marketChange: new Decimal(0) };
  }
  const prices = latest.map((q) => ({ ...q, live: now.getTime() - q.timestamp.getTime() <= LIVE_FRESHNESS_MS }));
  const before = previous?.prices.find((p) => p.symbol === FRONT_MONTH)?.price;
  return { created, expires, prices, isClone: false, marketChange: before ? front.price.minus(before) : new Decimal(0) };
}

/** Start and end of the window that covers `now`, and whether the market is open then. */
export function windowBounds(now: Date, { minutes, tradingHours, timeZone }: WindowSettings): { created: Date; expires: Date; open: boolean } {
  const local = DateTime.fromJSDate(now, { zone: timeZone });
  // A market open at every hour runs its grid from each midnight, so windows stay on the wall clock's minutes.
  const openAt = tradingHours.alwaysOpen ? local.startOf('day') : atTime(local, tradingHours.open);
  const closeAt = tradingHours.alwaysOpen ? openAt.plus({ days: 1 }) : atTime(local, tradingHours.close);
  if (isMarketOpen(now, tradingHours, timeZone)) {
    const sinceOpen = local.diff(openAt, 'minutes').minutes;
    const start = openAt.plus({ minutes: Math.floor(sinceOpen / minutes) * minutes });
    const end = DateTime.min(start.plus({ minutes }), closeAt);
    return { created: start.toJSDate(), expires: end.toJSDate(), open: true };
  }
  return { created: local.startOf('minute').toJSDate(), expires: nextOpening(now, tradingHours, timeZone), open: false };
}

/**
 * Whether a stored window is the one these settings issue at `now`: a window issued under other
 * trading hours or window minutes (a restart with new settings) ends where these settings would
 * not end it, and is replaced rather than kept until its old expiry.
 */
export function fitsSettings(window: { expires: Date }, now: Date, settings: WindowSettings): boolean {
  return window.expires.getTime() === windowBounds(now, settings).expires.getTime();
}
