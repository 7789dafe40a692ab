import { onMarketPush } from '@/lib/db-events';
import { log } from '@/lib/log';
import { matchChangedOffers } from './evaluate-target-orders';

/**
 * Changes heard together are matched together: a rule edit names every live offer of its seller,
 * a CSV upload many statements' worth, and a busy market's purchases one push each. Waiting this
 * long bounds the matching to one run per moment of the market while a fill still follows the
 * seller's save within about a second.
 */
const GATHER_MS = 500;

/**
 * Matches target orders when offers of `platformId` change within a window (design 13): it hears
 * the market_push notifications the Offer and PriceRule triggers send at the writer's commit, so
 * every writer (an offer edit, a rule edit, an upload, a declined order's volume given back) is
 * heard and none can forget it. One run at a time per process; what is heard meanwhile waits for
 * the next. Every instance runs it, as every instance runs the window's listeners: the target
 * order's row lock and its one fill per window make a second run find nothing to do.
 */
export function matchOnOfferChanges(platformId: string) {
  const pending = new Set<number>();
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  const run = async () => {
    timer = null;
    running = true;
    const offerIds = [...pending];
    pending.clear();
    try {
      await matchChangedOffers(platformId, offerIds);
    } catch (error) {
      log.error({ err: error, offers: offerIds.length }, 'target orders not matched after an offer change');
    } finally {
      running = false;
      if (pending.size > 0) schedule();
    }
  };
  const schedule = () => {
    if (!timer && !running) timer = setTimeout(() => void run(), GATHER_MS).unref();
  };
  onMarketPush((push) => {
    if (!('o' in push) || push.p !== platformId) return;
    for (const id of push.o) pending.add(id);
    schedule();
  });
}
