'use client';

import { useEffect, useRef } from 'react';
import { useMarketStreamEvents, type MarketStreamHandlers } from './market-stream';
import { useMarketWindow } from './market-window-provider';

// A module of its own: the dashboard's market panel uses it, and must not load the market screen's
// merging and sorting (use-market-stream.ts) with it.

/**
 * The market window's live part, for every screen that shows the window's prices (market,
 * dashboard): a pushed window comes whole and is shown without a call (at a rollover every screen
 * would ask at once), and with it every part that reloads on a new window; while the stream is open the countdown's end waits for the
 * push. `resync`: the window on screen was pushed again (the stream could not resume, so changes
 * may have passed). Answers whether the stream is open.
 */
export function useLiveMarketWindow(enabled = true, handlers: MarketStreamHandlers & { resync?(): void } = {}) {
  const { window, showPushed, setPushed } = useMarketWindow();
  const shownWindowId = useRef<number | null>(null);
  useEffect(() => {
    shownWindowId.current = window?._id ?? null;
  }, [window]);
  useEffect(() => (enabled ? () => setPushed(false) : undefined), [enabled, setPushed]);
  return useMarketStreamEvents(
    {
      ...handlers,
      open: () => setPushed(true),
      error: () => setPushed(false),
      window: (pushed) => (pushed.id === shownWindowId.current ? handlers.resync?.() : showPushed(pushed.window)),
    },
    enabled,
  );
}
