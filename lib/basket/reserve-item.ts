import type Decimal from 'decimal.js';
import type { SessionUser } from '@/lib/auth/session-user';
import { reserveContainers, soldByContainer } from '@/lib/additives/reserve-containers';
import { reservePrice } from './reserve-price';

/**
 * The reservation of one basket item: an additive sold by the container at the seller's price per
 * container for `unitCount` containers (whose cbm the item then takes), a fuel at the market's
 * price (./reserve-price.ts) for the quantity the buyer entered. Additives are sold by the
 * container only: the fuel market's statement takes no other offer of an additive.
 */
export async function reserveItem(user: SessionUser, offerId: number, unitCount: number | null | undefined, now: Date) {
  if (await soldByContainer(offerId)) return { ...(await reserveContainers(user, offerId, unitCount ?? undefined, now)), containers: true };
  const reserved = await reservePrice(user, offerId, now);
  return { ...reserved, quantity: null as Decimal | null, containers: false };
}
