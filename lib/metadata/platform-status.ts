import { isMarketOpen, nextOpening, type TradingHours } from '@/lib/market-window/domain/trading-hours';

/**
 * Whether the platform trades at `now`, judged in the brand's time zone, and when it opens next
 * while it is closed. Pure: `now` comes in.
 */
export function platformStatus(hours: TradingHours, timeZone: string, now: Date) {
  const open = isMarketOpen(now, hours, timeZone);
  return { open, nextOpening: open ? null : nextOpening(now, hours, timeZone).toISOString(), tradingHours: hours, timeZone };
}
