import Decimal from 'decimal.js';
import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { reserveContainers, soldByContainer } from '@/lib/additives/reserve-containers';
import { checkShareholderLimits } from './check-shareholder-limits';
import { reservePrice } from './reserve-price';

type Item = { offerId: number; unitCount?: number | null; quantity: Decimal.Value };

/**
 * The reservation of one basket item: an additive sold by the container at the seller's price per
 * container for `unitCount` containers (whose cbm the item then takes), a fuel at the market's
 * price (./reserve-price.ts) for the quantity the buyer entered. Additives are sold by the
 * container only: the fuel market's statement takes no offer of an additive, and an offer of
 * containers asked for without a count is refused as a count out of its range. Only a count, or
 * that refusal, costs the look at the offer's containers, so a fuel pays no statement for it. A
 * shareholder's purchase and credit limits refuse the item as checkout would (./check-shareholder-limits.ts).
 */
export async function reserveItem(user: SessionUser, item: Item, now: Date) {
  const { offerId, unitCount } = item;
  if (unitCount != null && (await soldByContainer(offerId))) return reserveByContainer(user, offerId, unitCount, now);
  try {
    return await reserveByVolume(user, item, now);
  } catch (error) {
    if (unitCount == null && error instanceof AppError && error.messageKey === 'offer_no_longer_available' && (await soldByContainer(offerId))) {
      return reserveByContainer(user, offerId, undefined, now);
    }
    throw error;
  }
}

async function reserveByContainer(user: SessionUser, offerId: number, unitCount: number | undefined, now: Date) {
  const reserved = await reserveContainers(user, offerId, unitCount, now);
  await checkShareholderLimits(user, { productId: reserved.offer.productId, quantity: reserved.quantity, price: reserved.price, unitCount: unitCount! }, now);
  // The seller prices containers; no shareholder adjustment is in their price.
  return { ...reserved, priceAdjustment: null, containers: true };
}

async function reserveByVolume(user: SessionUser, item: Item, now: Date) {
  const reserved = await reservePrice(user, item.offerId, now);
  await checkShareholderLimits(
    user,
    { productId: reserved.offer.productId, quantity: new Decimal(item.quantity), price: reserved.price, unitCount: null },
    now,
  );
  return { ...reserved, quantity: null as Decimal | null, containers: false };
}
