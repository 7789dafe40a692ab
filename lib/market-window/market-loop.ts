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
export function startMarketLoop(onNewWindow: ((windowId: number) => Promise<void>)[] = []) {
  const source = configuredSource();
  const platformId = brand().platformId;
  const seconds = Number(process.env.FEED_TICK_SECONDS ?? 5);
  let lastWindowId: number | null = null;
  let running = false;
  const beat = async () => {
    if (running) return;
    running = true;
    try {
      await ingestQuotes(source);
      const window = await issueWindow(platformId);
      if (window && window.id !== lastWindowId) {
        if (lastWindowId !== null) for (const listener of onNewWindow) await listener(window.id);
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
