import Decimal from 'decimal.js';
import type { SessionUser } from '@/lib/auth/session-user';
import { reserveContainers, soldByContainer } from '@/lib/additives/reserve-containers';
import { checkShareholderLimits } from './check-shareholder-limits';
import { reservePrice } from './reserve-price';

/**
 * The reservation of one basket item: an additive sold by the container at the seller's price per
 * container for `unitCount` containers (whose cbm the item then takes), a fuel at the market's
 * price (./reserve-price.ts) for the quantity the buyer entered. Additives are sold by the
 * container only: the fuel market's statement takes no other offer of an additive. A
 * shareholder's purchase and credit limits refuse it as checkout would (./check-shareholder-limits.ts).
 */
export async function reserveItem(user: SessionUser, item: { offerId: number; unitCount?: number | null; quantity: Decimal.Value }, now: Date) {
  const { offerId, unitCount } = item;
  if (await soldByContainer(offerId)) {
    // A missing count is refused here as out of the offer's range.
    const reserved = await reserveContainers(user, offerId, unitCount ?? undefined, now);
    await checkShareholderLimits(user, { productId: reserved.offer.productId, quantity: reserved.quantity, price: reserved.price, unitCount: unitCount! }, now);
    // The seller prices containers; no shareholder adjustment is in their price.
    return { ...reserved, priceAdjustment: null, containers: true };
  }
  const reserved = await reservePrice(user, offerId, now);
  const quantity = new Decimal(item.quantity);
  await checkShareholderLimits(user, { productId: reserved.offer.productId, quantity, price: reserved.price, unitCount: null }, now);
  return { ...reserved, quantity: null as Decimal | null, containers: false };
}
