'use client';

import { useEffect } from 'react';
import { useMarketStreamEvents } from '@/components/market/market-stream';
import { onMarketWindowReload } from '@/components/market/market-window-events';

/**
 * Dashboard, orders and reports refresh when a new market window arrived (platform-shell 4). A
 * trading account's screen (`live`) also refreshes when the market stream tells of its account's
 * new orders or status changes. `reload` must keep its identity between renders.
 */
export function useMarketChange(reload: () => void, live = false) {
  useEffect(() => onMarketWindowReload(reload), [reload]);
  useMarketStreamEvents({ orders: reload }, live);
}
