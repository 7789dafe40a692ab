import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { brand } from '@/lib/env';
import { findBuyableOffers } from '@/lib/market/find-buyable-offers';
import { getCurrentWindow } from '@/lib/market-window/get-current-window';
import { getPreviousWindow } from '@/lib/market-window/get-previous-window';
import { priceOffers } from '@/lib/pricing/price-offers';

/**
 * The price a basket reserves: the price the market shows this buyer for the offer at the current
 * market window (same visibility rules, same engine call), and until when it holds (the brand's
 * reservation minutes). An offer the buyer's market does not show, or whose price the engine
 * refuses, is "no longer available", so no basket reveals an offer the buyer may not see. Answers
 * the offer as the market read it too, so the caller need not read it again.
 */
export async function reservePrice(user: SessionUser, offerId: number, now: Date) {
  const window = await getCurrentWindow(user.platformId, now);
  if (!window) throw new AppError('unavailable', 'market_window_unavailable');
  const { offers } = await findBuyableOffers(user, window, now, { offerIds: [offerId] });
  // Hidden and unknown offers answer alike, so nothing about them (even their anonymity) shows.
  const [offer] = offers;
  if (!offer) throw new AppError('trading', 'offer_no_longer_available');
  // Only a maximum price drop looks back at the window before.
  const previousWindow = offer.maxPriceDrop ? await getPreviousWindow(user.platformId, window) : null;
  const priced = (await priceOffers(offers, { window, previousWindow, buyerAccountId: user.accountId })).get(offer.id);
  if (!priced?.ok) throw new AppError('trading', offer.anonymous ? 'offer_no_longer_available_anonymous' : 'offer_no_longer_available');
  return { offer, price: priced.price, windowId: window.id, expiresAt: new Date(now.getTime() + brand().reservationMinutes * 60_000) };
}
