'use client';

/** Emitted when a new market window arrived: dashboard, orders and reports refresh on it. */
export const MARKET_WINDOW_RELOAD = 'market-window:reload';

export function emitMarketWindowReload(windowId: number) {
  window.dispatchEvent(new CustomEvent(MARKET_WINDOW_RELOAD, { detail: { windowId } }));
}

export function onMarketWindowReload(listener: (windowId: number) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<{ windowId: number }>).detail.windowId);
  window.addEventListener(MARKET_WINDOW_RELOAD, handler);
  return () => window.removeEventListener(MARKET_WINDOW_RELOAD, handler);
}
