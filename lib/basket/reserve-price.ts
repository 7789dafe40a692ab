import Decimal from 'decimal.js';
import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { brand } from '@/lib/env';
import { assertPurchasingEnabled } from './purchasing';
import { isShownNow } from '@/lib/market/domain/visibility';
import { isLimitedMarket } from '@/lib/market-window/domain/live-market';
import { loadMarketRows } from '@/lib/market/load-market-rows';
import { marketSnapshot, priceFor } from '@/lib/market/price-cache';
import { getCurrentWindow, marketHours } from '@/lib/market-window/get-current-window';

/**
 * The price a basket reserves: the price the market shows this buyer for the offer at the current
 * market window - the same statement narrowed to the offer, the same visibility rules, the same
 * cached market prices - and until when it holds (the brand's reservation minutes). An offer the
 * buyer's market does not show, or whose price the engine refuses, is "no longer available", so
 * no basket reveals an offer the buyer may not see; with purchasing disabled nothing is reserved.
 * Answers the offer as the market read it too,
 * so the caller need not read it again.
 */
export async function reservePrice(user: SessionUser, offerId: number, now: Date) {
  assertPurchasingEnabled();
  const current = brand();
  const market = await loadMarketRows(user, now, { offerId, withOffers: true });
  const windowId = market.windowId ?? (await getCurrentWindow(user.platformId, now))?.id;
  if (windowId === undefined) throw new AppError('unavailable', 'market_window_unavailable');
  // Hidden and unknown offers answer alike, so nothing about them (even their anonymity) shows.
  const [offer] = market.offers;
  if (!offer) throw new AppError('trading', 'offer_no_longer_available');
  // Outside trading hours live prices are not traded: only fixed-price offers go into a basket.
  const hours = marketHours(now);
  if (!hours.marketOpen && offer.priceType !== 'FIXED') throw new AppError('trading', 'market_closed', { opens: hours.opens });
  const snapshot = await marketSnapshot(user.platformId, windowId, market.version);
  if (!isShownNow(offer, { now, zone: current.timeZone, limitedMarket: isLimitedMarket(snapshot.window) })) {
    throw new AppError('trading', 'offer_no_longer_available');
  }
  const adjustment = market.priceAdjustment === null ? null : new Decimal(market.priceAdjustment);
  const priced = priceFor(snapshot, offer, { accountId: user.accountId, shareholderAdjustment: adjustment });
  if (!priced.ok) throw new AppError('trading', offer.anonymous ? 'offer_no_longer_available_anonymous' : 'offer_no_longer_available');
  const expiresAt = new Date(now.getTime() + current.reservationMinutes * 60_000);
  // The adjustment was read with the offer, so the item keeps the one its price includes.
  return { offer, price: priced.price, priceAdjustment: market.priceAdjustment, windowId, expiresAt };
}
