'use client';

import { useEffect } from 'react';
import { subscribeMarketStream } from '@/components/market/market-stream';
import { changeBadge } from '@/components/shell/badge-events';

const fillListeners = new Set<() => void>();

/** Each pushed fill (the target orders' cached lists load again, components/providers/query-provider.tsx). The answer unsubscribes. */
export function onFill(listener: () => void): () => void {
  fillListeners.add(listener);
  return () => void fillListeners.delete(listener);
}

/**
 * A buyer's target-order fills as they happen (GET /api/market/stream, event `fill`, sent to the
 * buyer's own streams only), on the page's one stream: the menu's badge and the target orders'
 * lists load again, so both show a fill within a second on every screen. While the stream is down
 * the browser reconnects by itself; the list's own reload every 30 s stays as the fallback.
 */
export function useFillStream(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    return subscribeMarketStream({
      fill: () => {
        changeBadge({ kind: 'targetFills' });
        for (const listener of [...fillListeners]) listener();
      },
    });
  }, [enabled]);
}
