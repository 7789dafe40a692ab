'use client';

import { useEffect, useRef, useState } from 'react';
import { sessionEnded } from '@/lib/api/fetch-client';
import type { PushedWindow } from '@/lib/market/domain/market-push';

/** What a screen does with the market stream's events (GET /api/market/stream, docs/market-stream.md). */
export interface MarketStreamHandlers {
  open?(): void;
  /** The stream is down; the browser reconnects by itself, resuming where it was. */
  error?(): void;
  window?(pushed: PushedWindow): void;
  offers?(ids: number[]): void;
  /** What the buyer may see changed (a relationship, the catalogue): the market loads whole. */
  market?(): void;
  /** Orders of the viewer's account (buyer's or seller's) that are new or changed status. */
  orders?(ids: number[]): void;
  /** A target order of the buyer's was filled. */
  fill?(): void;
}

interface Shared {
  source: EventSource;
  open: boolean;
  subscribers: Set<MarketStreamHandlers>;
}

let shared: Shared | null = null;

/**
 * One EventSource per page, however many of its parts listen (market, countdown, basket, orders,
 * the menu's badges): a browser keeps six connections to a server, and each stream holds one.
 * opened by the first subscriber, closed when the last one leaves. The answer unsubscribes.
 */
export function subscribeMarketStream(handlers: MarketStreamHandlers): () => void {
  // Every browser the platform supports has EventSource; the component tests' DOM has none.
  if (typeof EventSource === 'undefined') return () => undefined;
  const current = (shared ??= openShared());
  current.subscribers.add(handlers);
  if (current.open) handlers.open?.();
  return () => {
    current.subscribers.delete(handlers);
    if (current.subscribers.size > 0) return;
    current.source.close();
    if (shared === current) shared = null;
  };
}

function openShared(): Shared {
  const current: Shared = { source: new EventSource('/api/market/stream'), open: false, subscribers: new Set() };
  const each = (call: (handlers: MarketStreamHandlers) => void) => {
    for (const handlers of [...current.subscribers]) call(handlers);
  };
  const data = <T>(event: Event) => JSON.parse((event as MessageEvent<string>).data) as T;
  current.source.addEventListener('open', () => {
    current.open = true;
    each((h) => h.open?.());
  });
  current.source.addEventListener('error', () => {
    current.open = false;
    each((h) => h.error?.());
  });
  current.source.addEventListener('window', (event) => each((h) => h.window?.(data<PushedWindow>(event))));
  current.source.addEventListener('offers', (event) => each((h) => h.offers?.(data<{ ids: number[] }>(event).ids)));
  current.source.addEventListener('market', () => each((h) => h.market?.()));
  current.source.addEventListener('orders', (event) => each((h) => h.orders?.(data<{ ids: number[] }>(event).ids)));
  current.source.addEventListener('fill', () => each((h) => h.fill?.()));
  endSessionOnEnded(current.source);
  return current;
}

/**
 * The user's session ended (blocked, its account blocked, signed out everywhere): the stream says
 * so at once, and the page signs out as on a 401 (platform-shell 8). The stream is closed: its
 * reconnect would only be refused.
 */
export function endSessionOnEnded(source: EventSource) {
  source.addEventListener('ended', () => {
    source.close();
    sessionEnded();
  });
}

/**
 * Listens to the page's market stream while mounted and `enabled` (buyers', and sellers' for orders),
 * with the handlers of the latest render. Answers whether the stream is open: a screen polls only
 * while it is not.
 */
export function useMarketStreamEvents(handlers: MarketStreamHandlers, enabled = true): boolean {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const unsubscribe = subscribeMarketStream({
      open: () => {
        setOpen(true);
        latest.current.open?.();
      },
      error: () => {
        setOpen(false);
        latest.current.error?.();
      },
      window: (pushed) => latest.current.window?.(pushed),
      offers: (ids) => latest.current.offers?.(ids),
      market: () => latest.current.market?.(),
      orders: (ids) => latest.current.orders?.(ids),
    });
    return () => {
      unsubscribe();
      setOpen(false);
    };
  }, [enabled]);
  return open;
}
