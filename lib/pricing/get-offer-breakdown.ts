import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { getCurrentWindow } from '@/lib/market-window/get-current-window';
import { getPreviousWindow } from '@/lib/market-window/read-window';
import { findOwnOffer } from '@/lib/offers/find-own-offer';
import { priceOffers } from './price-offers';

/**
 * GET /api/pricing/offers/{id}/breakdown (design 5): why the offer costs what it costs at the
 * current market window, line by line. Priced by the market's own priceOffers (with the previous
 * window for the maximum price drop), so the seller sees exactly the open-market price buyers see.
 */
export async function getOfferBreakdown(user: SessionUser, id: number) {
  const offer = await findOwnOffer(user.accountId, id);
  const window = await getCurrentWindow(user.platformId);
  if (!window) throw new AppError('unavailable', 'market_window_unavailable');
  const previousWindow = await getPreviousWindow(user.platformId, window);
  const result = (await priceOffers([offer], { window, previousWindow })).get(offer.id)!;
  return {
    offerId: offer.id,
    window: { id: window.id, created: window.created.toISOString(), isClone: window.isClone },
    ok: result.ok,
    price: result.ok ? result.price.toString() : null,
    error: result.ok ? null : result.error,
    detail: result.ok ? null : (result.detail ?? null),
    breakdown: result.breakdown,
  };
}
