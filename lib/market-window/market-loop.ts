import { brand } from '@/lib/env';
import { log } from '@/lib/log';
import { ingestQuotes } from '@/lib/market-data/ingest-quotes';
import { configuredSource } from '@/lib/market-data/source';
import { issueWindow } from './issue-window';

/**
 * The market heartbeat of a server process: every few seconds take a tick of the market data and
 * issue the market window when a new one is due. Safe to run in every instance (advisory locks).
 * Listeners (target orders, price alerts) get each newly issued window.
 */
const SLOW_LISTENERS_MS = 5_000;

export function startMarketLoop(onNewWindow: ((windowId: number) => Promise<void>)[] = []) {
  const source = configuredSource();
  const platformId = brand().platformId;
  const seconds = Number(process.env.FEED_TICK_SECONDS ?? 5);
  let lastWindowId: number | null = null;
  let running = false;
  let due: NodeJS.Timeout | undefined;
  const beat = async () => {
    if (running) return;
    running = true;
    try {
      await ingestQuotes(source);
      const window = await issueWindow(platformId);
      // Open market screens learn of the next window when it is issued (GET /api/market/stream):
      // one beat at the window's end issues it then, not up to a tick later.
      clearTimeout(due);
      if (window) due = setTimeout(() => void beat(), Math.max(0, window.expires.getTime() - Date.now()) + 10).unref();
      if (window && window.id !== lastWindowId) {
        if (lastWindowId !== null) {
          const started = Date.now();
          for (const listener of onNewWindow) await listener(window.id);
          // The next tick waits for the listeners: a slow one delays the next window's issue.
          const ms = Date.now() - started;
          if (ms > SLOW_LISTENERS_MS) log.warn({ windowId: window.id, ms }, 'new-window listeners were slow');
        }
        lastWindowId = window.id;
      }
    } catch (error) {
      log.error({ err: error, source: source.name }, 'market tick failed');
    } finally {
      running = false;
    }
  };
  void beat();
  return setInterval(beat, seconds * 1000).unref();
}
