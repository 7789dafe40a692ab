import type { Brand } from '@/brands';
import { marketOverrides } from '@/lib/env';
import { ALWAYS_OPEN } from './domain/trading-hours';
import type { WindowSettings } from './domain/window';

/**
 * The brand's market-window settings, unless MARKET_WINDOW_MINUTES, MARKET_TRADING_HOURS or
 * MARKET_ALWAYS_OPEN=1 (which wins over the hours) replace them.
 */
export function windowSettings(brand: Brand): WindowSettings {
  const { windowMinutes, alwaysOpen, tradingHours } = marketOverrides();
  return {
    minutes: windowMinutes ?? brand.marketWindowMinutes,
    tradingHours: alwaysOpen ? ALWAYS_OPEN : (tradingHours ?? brand.tradingHours),
    timeZone: brand.timeZone,
  };
}
