/**
 * Whether a market window carries live prices (platform-shell 4, design 4). Kept apart from the
 * window builder and free of decimal.js and luxon: the browser's countdown and notices need only
 * this, and every page of the complex layout loads it.
 */

/** A quote is live for the market window while it is at most this old. */
export const LIVE_FRESHNESS_MS = 2 * 60_000;
export const FRONT_MONTH = '/GAS';
/** The ICE gasoil month M00..M06 as platform-shell 3 writes its symbol: /GAS, then /GAS<1> to /GAS<6>. */
export function gasSymbol(month: number): string {
  return month === 0 ? FRONT_MONTH : `${FRONT_MONTH}<${month}>`;
}
export const GAS_SYMBOLS = [0, 1, 2, 3, 4, 5, 6].map(gasSymbol);

/** platform-shell 4: live prices only if some /GAS price is at most 2 minutes old and the window is no clone. */
export function livePricesAvailable(window: { isClone: boolean; prices: { symbol: string; timestamp: Date | string }[] }, serverNow: Date): boolean {
  if (window.isClone) return false;
  return window.prices.some((p) => p.symbol.startsWith(FRONT_MONTH) && serverNow.getTime() - new Date(p.timestamp).getTime() <= LIVE_FRESHNESS_MS);
}

/**
 * design 4 / trading-domain 8: without live prices (clone window, no /GAS quote at most 2 minutes
 * old, or no window at all) the market is limited and only fixed-price offers stay. A window's
 * prices hold for its whole life, so their freshness is judged at the window's start: a window
 * issued with live prices keeps its live-priced offers until it expires.
 */
export function isLimitedMarket(window: (Parameters<typeof livePricesAvailable>[0] & { created: Date | string }) | null): boolean {
  return window === null || !livePricesAvailable(window, new Date(window.created));
}
