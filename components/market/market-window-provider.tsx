'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { apiFetch } from '@/lib/api/fetch-client';
import { observeSkew, remainingMs, type ClockSkew } from '@/lib/market-window/domain/countdown';
import { isLimitedMarket } from '@/lib/market-window/domain/live-market';
import { emitMarketWindowReload } from './market-window-events';

export interface MarketWindowDto {
  _id: number;
  prices: { symbol: string; price: string; live: boolean; timestamp: string }[];
  created: string;
  expires: string;
  currentTime: string;
  marketChange: string;
  isClone: boolean;
  /** Whether the brand's trading hours are on at currentTime; while not, when they begin. */
  marketOpen: boolean;
  opens: string | null;
}

export const NO_DATA_MESSAGE = 'Received no data for the market window';
const RETRY_MS = 5_000;
const TICK_MS = 1_000;
/** With the market stream open, how long past the countdown's end the pushed window may take before the window is fetched anyway. */
const PUSH_GRACE_MS = 10_000;

/** The market's metadata; a new window reloads it (components/providers/query-provider.tsx). */
export const marketKeys = { metadata: ['metadata'] as const };

/**
 * The market window and its countdown (platform-shell 4): the remaining time is computed against
 * the server's clock, corrected by the largest observed difference, floored at 0, ticking each
 * second. At 0 the next window is fetched: on success the reload event is emitted (metadata and the
 * screens' lists load again on it); on failure the window is marked unavailable and fetched again after 5 seconds.
 * While a market stream is open (`setPushed`, components/market/use-market-stream.ts) the new
 * window is pushed whole when it is issued (`showPushed`), so the countdown's end fetches nothing
 * unless the push is late.
 * The page's server render hands in the window it saw (`initial`), so prices and countdown show
 * without waiting for a fetch; the fetch still runs at once, for the server's clock.
 */
export function useMarketWindowState(initial: MarketWindowDto | null = null) {
  const [window, setWindow] = useState<MarketWindowDto | null>(initial);
  const [available, setAvailable] = useState(true);
  // Server and browser each count from their own clock; the countdown's text may differ by a second (suppressHydrationWarning there).
  const [remaining, setRemaining] = useState(() => (initial ? remainingMs(new Date(initial.expires), new Date(), null) : 0));
  const skew = useRef<ClockSkew | null>(null);
  const pendingRefresh = useRef(false);
  const pushed = useRef(false);
  const retry = useRef<() => void>(() => undefined);

  /** A window fetched or pushed becomes the page's; a new one reloads what depends on it. */
  const show = useCallback((next: MarketWindowDto) => {
    setWindow((previous) => {
      if (previous && previous._id !== next._id) emitMarketWindowReload(next._id);
      return next;
    });
    setAvailable(true);
  }, []);

  const load = useCallback(async () => {
    if (pendingRefresh.current) return;
    pendingRefresh.current = true;
    try {
      const next = await apiFetch<MarketWindowDto>('/api/generic/marketWindow');
      if (!next?.expires || !next.prices) throw new Error(NO_DATA_MESSAGE);
      skew.current = observeSkew(skew.current, new Date(next.currentTime), new Date());
      show(next);
    } catch (error) {
      setAvailable(false);
      if (!(error instanceof Error && 'status' in error)) void reportNoData();
      setTimeout(() => retry.current(), RETRY_MS);
    } finally {
      pendingRefresh.current = false;
    }
  }, [show]);

  useEffect(() => {
    retry.current = () => void load();
    // load sets state only after its first await (the fetch); the rule cannot see that boundary.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load]);

  useEffect(() => {
    if (!window) return;
    const expires = new Date(window.expires);
    let endedAt: number | null = null;
    const update = () => {
      const left = remainingMs(expires, new Date(), skew.current);
      setRemaining(left);
      if (left > 0) return;
      endedAt ??= Date.now();
      if (!pushed.current || Date.now() - endedAt >= PUSH_GRACE_MS) void load();
    };
    update();
    const timer = setInterval(update, TICK_MS);
    return () => clearInterval(timer);
  }, [window, load]);

  /** Whether a market stream is open and pushes new windows. */
  const setPushed = useCallback((open: boolean) => {
    pushed.current = open;
  }, []);

  return {
    window,
    available,
    remainingMs: remaining,
    // The same rule the server hides live-priced offers by, so notice and offer list agree.
    livePrices: available && !isLimitedMarket(window),
    marketOpen: window?.marketOpen ?? true,
    opens: window?.opens ?? null,
    // A closed market is closed, not limited: its window clones prices until the next opening.
    limitedMarket: isLimitedMarket(window) && (window?.marketOpen ?? true),
    refresh: load,
    /** A window the market stream pushed, whole: shown without a call (its currentTime is the push's, not read for the clock's skew). */
    showPushed: show,
    setPushed,
  };
}

async function reportNoData() {
  await apiFetch('/api/client-errors', { method: 'POST', body: { message: NO_DATA_MESSAGE } }).catch(() => undefined);
}

type MarketWindowState = Omit<ReturnType<typeof useMarketWindowState>, 'remainingMs'>;
const MarketWindowContext = createContext<MarketWindowState | null>(null);
const CountdownContext = createContext<number | null>(null);

/**
 * One market window and one countdown per page, shared by every component that shows prices. The
 * countdown ticks in a context of its own: a screen that shows the window's prices (the market's
 * table) renders again when the window changes, not every second.
 */
export function MarketWindowProvider({ initial = null, children }: { initial?: MarketWindowDto | null; children: ReactNode }) {
  const { remainingMs, window, available, livePrices, marketOpen, opens, limitedMarket, refresh, showPushed, setPushed } = useMarketWindowState(initial);
  const state = useMemo(
    () => ({ window, available, livePrices, marketOpen, opens, limitedMarket, refresh, showPushed, setPushed }),
    [window, available, livePrices, marketOpen, opens, limitedMarket, refresh, showPushed, setPushed],
  );
  return (
    <MarketWindowContext.Provider value={state}>
      <CountdownContext.Provider value={remainingMs}>{children}</CountdownContext.Provider>
    </MarketWindowContext.Provider>
  );
}

export function useMarketWindow(): MarketWindowState {
  const state = useContext(MarketWindowContext);
  if (!state) throw new Error('useMarketWindow outside MarketWindowProvider');
  return state;
}

/** The window's remaining time (ms), ticking each second: only the countdown's text reads it. */
export function useMarketCountdown(): number {
  const remaining = useContext(CountdownContext);
  if (remaining === null) throw new Error('useMarketCountdown outside MarketWindowProvider');
  return remaining;
}
