import { hasOrderableVolume, isLivePriced, withinDailyHours } from '@/lib/market/domain/visibility';
import type { PricingErrorCode, PricingResult } from '@/lib/pricing/domain/types';

/**
 * Why an active offer is not on the market now, as its seller sees it: the same decisions the
 * market takes (lib/market/domain/visibility.ts and the engine's refusals), so no offer is hidden
 * without its seller being able to see why. Paused, sold and removed offers say so by their status.
 */
export type OffMarketReason = 'not_started' | 'ended' | 'no_market_window' | 'market_limited' | PricingErrorCode | 'sold_out' | 'outside_daily_hours';

interface OfferState {
  status: string;
  priceType: 'FIXED' | 'TRACKING' | 'API';
  startsAt: Date;
  endsAt: Date;
  dailyStart: string | null;
  dailyEnd: string | null;
  remainingVolume: { toString(): string };
  minOrderQuantity: { toString(): string };
}

interface MarketState {
  now: Date;
  zone: string;
  /** No window covers now: nothing can be priced. */
  hasWindow: boolean;
  /** The window's live quotes are stale (a clone): live-priced offers are left out. */
  limitedMarket: boolean;
}

export function offMarketReason(offer: OfferState, price: PricingResult | undefined, market: MarketState): OffMarketReason | null {
  if (offer.status !== 'ACTIVE') return null;
  if (offer.startsAt > market.now) return 'not_started';
  if (offer.endsAt <= market.now) return 'ended';
  if (!market.hasWindow || !price) return 'no_market_window';
  if (market.limitedMarket && isLivePriced(offer.priceType)) return 'market_limited';
  if (!price.ok) return price.error;
  if (!hasOrderableVolume(offer.remainingVolume.toString(), offer.minOrderQuantity.toString())) return 'sold_out';
  if (!withinDailyHours(offer.dailyStart, offer.dailyEnd, market.now, market.zone)) return 'outside_daily_hours';
  return null;
}
