import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { brand } from '@/lib/env';
import type { Offer } from '@/lib/generated/prisma/client';
import { getCurrentWindow } from '@/lib/market-window/get-current-window';
import { priceOffers } from '@/lib/pricing/price-offers';

/**
 * The price a basket reserves: the engine's price of the offer for this buyer at the current
 * market window, and until when it holds (the brand's reservation minutes). A live-priced offer
 * in a limited market, or a price the engine refuses, is "no longer available".
 */
export async function reservePrice(user: SessionUser, offer: Offer, now: Date) {
  if (offer.status !== 'ACTIVE') throw new AppError('trading', offer.anonymous ? 'offer_no_longer_available_anonymous' : 'offer_no_longer_available');
  const window = await getCurrentWindow(user.platformId, now);
  if (!window) throw new AppError('unavailable', 'market_window_unavailable');
  if (offer.priceType !== 'FIXED' && window.isClone) throw new AppError('trading', 'offer_no_longer_available');
  const priced = (await priceOffers([offer], { window, buyerAccountId: user.accountId })).get(offer.id);
  if (!priced?.ok) throw new AppError('trading', 'offer_no_longer_available');
  return { price: priced.price, windowId: window.id, expiresAt: new Date(now.getTime() + brand().reservationMinutes * 60_000) };
}
