import type { Brand } from '@/brands';
import type { WindowSettings } from './domain/window';

/**
 * The brand's market-window settings. MARKET_WINDOW_MINUTES and MARKET_ALWAYS_OPEN=1 override them
 * for demos and tests that run outside trading hours.
 */
export function windowSettings(brand: Brand): WindowSettings {
  const minutes = Number(process.env.MARKET_WINDOW_MINUTES ?? brand.marketWindowMinutes);
  const tradingHours = process.env.MARKET_ALWAYS_OPEN === '1' ? { open: '00:00', close: '23:59', days: [1, 2, 3, 4, 5, 6, 7] } : brand.tradingHours;
  return { minutes, tradingHours, timeZone: brand.timeZone };
}
