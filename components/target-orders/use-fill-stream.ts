'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { endSessionOnEnded } from '@/components/market/market-stream';
import { targetOrderKeys } from './target-order-keys';

/**
 * A buyer's target-order fills as they happen (GET /api/market/stream, event `fill`, sent to the
 * buyer's own streams only): the target orders' queries, the menu's badge among them, load again,
 * so the list and the badge show a fill within a second on every screen. While the stream is down
 * the browser reconnects by itself; the list's own reload every 30 s stays as the fallback.
 */
export function useFillStream(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    // Every browser the platform supports has EventSource; the component tests' DOM has none.
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/market/stream');
    source.addEventListener('fill', () => void queryClient.invalidateQueries({ queryKey: targetOrderKeys.all }));
    endSessionOnEnded(source);
    return () => source.close();
  }, [enabled, queryClient]);
}
